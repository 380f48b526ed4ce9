export const PAYMENT_MODELS = ['MONTHLY', 'YEARLY'] as const;

/** True for one of the two billing periods. */
export function isPaymentModel(value: unknown): value is (typeof PAYMENT_MODELS)[number] {
  return typeof value === 'string' && (PAYMENT_MODELS as readonly string[]).includes(value);
}
