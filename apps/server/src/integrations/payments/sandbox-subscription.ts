import type { PaymentModel, PriceRegion } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { addPeriod } from './proration.ts';
import type { ProviderCard, ProviderSubscription } from './provider.ts';
import { invoiceEvent, newId } from './sandbox-events.ts';
import { insertSandboxSubscription, type SandboxSubscriptionRow } from './sandbox.repo.ts';

const DAY = 24 * 60 * 60 * 1000;

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

/** A sandbox subscription on the card: trialing through the free month, else paid for its first period. */
export async function createSandboxSubscription(
  into: Db,
  input: {
    id?: string;
    subscriptionId: string;
    customerId: string;
    card: ProviderCard;
    paymentModel: PaymentModel;
    amount: number;
    currency: string;
    region: PriceRegion;
    trialDays: number;
  },
  now: Date,
) {
  const trialEnd = input.trialDays > 0 ? new Date(now.getTime() + input.trialDays * DAY) : null;
  return insertSandboxSubscription(into, {
    id: input.id ?? newId('sub_sb'),
    customerId: input.customerId,
    subscriptionId: input.subscriptionId,
    paymentMethodId: input.card.id,
    cardBrand: input.card.brand,
    cardLast4: input.card.last4,
    cardCountry: input.card.country ?? null,
    priceRegion: input.region,
    cardFails: input.card.failsCharges ?? false,
    paymentModel: input.paymentModel,
    amount: input.amount,
    currency: input.currency,
    status: trialEnd ? 'trialing' : 'active',
    trialEnd,
    currentPeriodEnd: trialEnd ?? addPeriod(now, input.paymentModel),
    latestInvoiceAmountPaid: trialEnd ? 0 : input.amount,
  });
}

/** The paid first invoice of a subscription without a free month. */
export const firstInvoicePaid = (row: SandboxSubscriptionRow, now: Date) =>
  invoiceEvent('invoice.paid', row, {
    id: newId('in_sb'),
    amount: row.amount,
    periodStart: now,
    periodEnd: row.currentPeriodEnd,
    at: now,
    reason: 'subscription_create',
  });
