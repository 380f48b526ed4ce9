import { PAYMENT_MODELS } from '@academy/contract';
import type { ServiceContext } from '../../lib/service-context.ts';
import { dropPendingRegionChanges, type FeeChangeInsert, upsertFeeChange } from './fee-changes.repo.ts';
import { FEE_NOTICE_DAYS, firstRenewalFrom, sendFeeNotices } from './fee-changes.service.ts';
import { chargedRegion, feeLabel, priceRegionAt, withRegion } from './prices.service.ts';
import type { SubscriptionView } from './subscriptions.repo.ts';

const DAY = 24 * 60 * 60 * 1000;

type Deps = Pick<ServiceContext, 'db' | 'mailer' | 'log' | 'config'>;

/**
 * A new card on a subscription whose region its first payment fixed (Trust, round 3): the fee follows
 * the card, but never at once. A card that moves the subscription to another price region (the AFRICA
 * fee only from a card issued there, to a player there) takes the versioned-fee notice path: a row per
 * plan with the new region's fee, effective from the first renewal at least 30 days on, and the notice
 * mail; the job moves the region when it applies. A card back in the subscription's own region takes
 * a coming region change back. Returns the region noticed, or null.
 */
export async function noticeRegionChange(
  deps: Deps,
  view: SubscriptionView,
  cardCountry: string | null | undefined,
  now: Date,
): Promise<'DEFAULT' | 'AFRICA' | null> {
  const fixed = view.priceRegion;
  if (!fixed || view.status !== 'ACTIVE') return null;
  const next = chargedRegion(await priceRegionAt(view.location), cardCountry);
  const pending = view.feeChanges.filter((c) => c.nextRegion);
  if (next === fixed) {
    if (pending.length) await dropPendingRegionChanges(deps.db, view.id);
    return null;
  }
  if (pending.length && pending.every((c) => c.nextRegion === next)) return null;
  const current = withRegion(view, fixed).regionFees;
  const effectiveFrom = firstRenewalFrom(view, new Date(now.getTime() + FEE_NOTICE_DAYS * DAY));
  const notices: FeeChangeInsert[] = [];
  for (const type of PAYMENT_MODELS) {
    const from = current.find((f) => f.type === type);
    const to = view.fees.find((f) => f.region === next && f.type === type);
    if (!from || !to) continue;
    notices.push({
      subscriptionId: view.id,
      type,
      region: fixed,
      currentAmount: from.amount,
      currentCurrency: from.currency,
      currentLabel: feeLabel(from),
      nextAmount: to.amount,
      nextCurrency: to.currency,
      nextLabel: feeLabel(to),
      nextRegion: next,
      noticedAt: now,
      effectiveFrom,
    });
  }
  if (notices.length === 0) return null;
  await deps.db.transaction(async (tx) => {
    for (const notice of notices) await upsertFeeChange(tx, notice);
  });
  deps.log.info(
    { subscription: view.id, from: fixed, to: next, effectiveFrom },
    'a card from another price region: notice of that region’s fee',
  );
  await sendFeeNotices(deps, [
    {
      subscriptionId: view.id,
      userId: view.userId,
      programTitles: view.program.titles,
      notices,
      withdrawn: [],
      reason: 'card',
    },
  ]);
  return next;
}
