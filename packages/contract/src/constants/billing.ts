/** Sandbox test cards (README, "Programs, subscriptions and billing"). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  /** Attaches, then every charge fails (Stripe's 4000 0000 0000 0341). */
  failsLater: '4000000000000341',
  /** Pays; issued in Nigeria (the AFRICA fees may be charged to it). */
  africa: '4000005660000008',
} as const;

/** The issuing country of each sandbox card that pays (Trust, round 3: the fee follows the card). */
export const SANDBOX_CARD_COUNTRIES: Record<string, string> = {
  [SANDBOX_CARDS.success]: 'SE',
  [SANDBOX_CARDS.failsLater]: 'SE',
  [SANDBOX_CARDS.africa]: 'NG',
};

export const BILLING_MESSAGES = {
  paymentMethodNotFound: 'Payment method not found',
  callbackNotAllowed: 'Must be an absolute http(s) URL on this site or an allowed return origin',
  badSignature: 'Invalid webhook signature',
  noCustomer: 'No card on file yet: subscribe through checkout first',
} as const;

/** Stripe keeps at most 50 metadata keys; ours adds its own, so a client gets 20. */
export const CHECKOUT_METADATA_MAX_KEYS = 20;
