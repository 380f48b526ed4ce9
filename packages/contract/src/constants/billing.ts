/** Sandbox test cards (README, "Programs, subscriptions and billing"). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  /** Attaches, then every charge fails (Stripe's 4000 0000 0000 0341). */
  failsLater: '4000000000000341',
} as const;

export const BILLING_MESSAGES = {
  paymentMethodNotFound: 'Payment method not found',
  callbackNotAllowed: 'Must be an absolute http(s) URL on this site or an allowed return origin',
  badSignature: 'Invalid webhook signature',
  noCustomer: 'No card on file yet: subscribe through checkout first',
} as const;
