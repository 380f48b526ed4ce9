/** api-contract.md, "Prices and billing". */
export const PAYMENT_STATUSES = ['NONE', 'TRIAL', 'PAID', 'PAST_DUE', 'UNPAID'] as const;

/** Days a PAST_DUE subscription keeps training before it becomes UNPAID. */
export const PAST_DUE_GRACE_DAYS = 7;

/** Messages of the subscription calls that the web app may show. */
export const SUBSCRIPTION_MESSAGES = {
  subscriptionNotFound: 'Subscription not found',
  programNotFound: 'Training program not found',
  subscriptionEnded: 'The subscription has ended',
  billingAlreadyEnabled: 'Billing is already enabled for this subscription',
  noPaymentMethod: 'No saved card: use the card checkout',
  paymentModelRequired: 'Choose MONTHLY or YEARLY',
  notBilled: 'The subscription is not billed: nothing to switch',
  samePaymentModel: 'The subscription is already on this plan',
  unpaid: 'Training is paused until the subscription is paid: update your card',
  notStarted: 'The free month has not started: add a card to start it',
  programNotForAgeGroup: 'This program is not for the player’s age group',
  paymentInProgress: 'A payment for this subscription is already in progress',
  notThisPlayers: 'The subscription is not this player’s',
  changedMeanwhile: 'The subscription changed meanwhile, please try again',
  noMonthlyFee: 'The program has no MONTHLY fee',
  noYearlyFee: 'The program has no YEARLY fee',
} as const;
