/** Customer care from the console's user page: refunds and billing actions (api-contract.md, "The academy console, round 2"). */
export const CARE_MESSAGES = {
  paymentNotFound: 'Payment not found',
  refundTooLarge: 'More than is left to refund on this payment',
  refundFailed: 'The card provider did not make the refund; nothing was refunded. Try again later.',
  reasonRequired: 'Give a reason (at least 3 characters)',
  daysRequired: 'Give the number of days (1 to 365)',
  noSubscription: 'This user has no running subscription',
  notBilled: 'Nothing to change: no billed subscription or free period',
  providerFailed: 'The card provider could not be reached; the change is saved here. Try again to finish it.',
} as const;

export const BILLING_ACTIONS = ['PAUSE', 'RESUME', 'CANCEL_NOW', 'CANCEL_AT_PERIOD_END', 'EXTEND'] as const;
export type BillingAction = (typeof BILLING_ACTIONS)[number];
/** At most this many days per EXTEND call. */
export const EXTEND_MAX_DAYS = 365;
