import type { ProviderSubscription } from './provider.ts';
import type { SandboxSubscriptionRow } from './sandbox.repo.ts';

/** A sandbox subscription row as every provider answers it. */
export function toProviderSubscription(row: SandboxSubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    subscriptionId: row.subscriptionId,
    paymentModel: row.paymentModel,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    trialEnd: row.trialEnd,
    endedAt: row.endedAt,
    yearlyPaidOff:
      row.paymentModel === 'YEARLY' && row.status === 'active' && row.latestInvoiceAmountPaid > 0,
    paymentMethod: {
      id: row.paymentMethodId,
      brand: row.cardBrand,
      last4: row.cardLast4,
      expMonth: null,
      expYear: null,
      country: row.cardCountry,
      failsCharges: row.cardFails,
    },
    priceRegion: row.priceRegion,
  };
}
