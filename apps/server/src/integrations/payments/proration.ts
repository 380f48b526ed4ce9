import type { PaymentModel } from '@academy/contract';

/** One billing period later, in UTC calendar months (a month or a year). */
export function addPeriod(from: Date, model: PaymentModel): Date {
  const next = new Date(from.getTime());
  if (model === 'YEARLY') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** One billing period earlier: the start of the period that ends at `end`. */
export function periodStartOf(end: Date, model: PaymentModel): Date {
  const start = new Date(end.getTime());
  if (model === 'YEARLY') start.setUTCFullYear(start.getUTCFullYear() - 1);
  else start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
}

export interface Proration {
  /** The unused part of the current period's price, in minor units. */
  credit: number;
  /** What the switch charges now: the new price less the credit, never below 0. */
  amountDueNow: number;
}

/**
 * Stripe's proration when a plan changes and the new period starts now (the sandbox does the
 * same): the current price × the share of the period not yet used is credited. In the free month
 * nothing was paid and nothing is charged: the new price applies from its end.
 */
export function prorate(input: {
  currentAmount: number;
  currentModel: PaymentModel;
  newAmount: number;
  periodEnd: Date;
  now: Date;
  inTrial: boolean;
}): Proration {
  if (input.inTrial) return { credit: 0, amountDueNow: 0 };
  const start = periodStartOf(input.periodEnd, input.currentModel).getTime();
  const total = input.periodEnd.getTime() - start;
  const left = Math.min(Math.max(input.periodEnd.getTime() - input.now.getTime(), 0), total);
  const credit = total > 0 ? Math.round((input.currentAmount * left) / total) : 0;
  return { credit, amountDueNow: Math.max(0, input.newAmount - credit) };
}
