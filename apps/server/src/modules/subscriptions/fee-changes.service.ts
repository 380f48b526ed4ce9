import { formatAmountLabel, PAYMENT_MODELS, type PaymentModel, type PriceRegion } from '@academy/contract';
import { addPeriod } from '../../integrations/payments/proration.ts';
import type { Db } from '../../db/client.ts';
import { asLanguage, translate } from '../../lib/language.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import {
  dropPendingFeeChange,
  type FeeChangeInsert,
  findDueFeeChanges,
  findRunningSubscriptionIds,
  markFeeChange,
  setSubscriptionRegion,
  upsertFeeChange,
} from './fee-changes.repo.ts';
import { buildFeeNoticeMail } from './mail/fee-notice-mail.ts';
import { formatMoney } from './mail/format.ts';
import { feeLabel, priceView } from './prices.service.ts';
import { findMailRecipient, findSubscriptionViews, type SubscriptionView } from './subscriptions.repo.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The terms' notice (§5): a new fee reaches a running subscription no sooner than 30 days after the mail. */
export const FEE_NOTICE_DAYS = 30;

/** A program's new fee as the console saves it. */
export interface NewFee {
  type: PaymentModel;
  region: PriceRegion;
  amount: number;
  currency: string;
  label: string | null;
}

/** What a fee change does to one running subscription: the notices to give, the changes taken back. */
export interface FeeChangePlan {
  subscriptionId: string;
  userId: string;
  programTitles: SubscriptionView['program']['titles'];
  notices: FeeChangeInsert[];
  withdrawn: PaymentModel[];
  /** Why the fee changes: the academy's new fee (default) or a card from another price region. */
  reason?: 'fee' | 'card';
}

/**
 * The first renewal at or after `at`: the provider's period end (or the free month's end) moved on by
 * whole periods; a subscription that bills nothing yet starts paying the new fee at `at` itself.
 */
export function firstRenewalFrom(view: SubscriptionView, at: Date): Date {
  const anchor = view.billingEnabled ? (view.currentPeriodEnd ?? view.trialEndsAt) : null;
  if (!anchor || !view.paymentModel) return at;
  let renewal = anchor;
  while (renewal < at) renewal = addPeriod(renewal, view.paymentModel);
  return renewal;
}

/**
 * What saving `fees` on a program would do to its running subscriptions (read before the fees are
 * written): each whose fee in its own region changes gets a notice, effective from its first renewal
 * at least 30 days on; a change back to what it pays takes a coming change back.
 */
export async function planFeeChanges(db: Db, programId: string, fees: NewFee[], now: Date) {
  const views = await findSubscriptionViews(db, await findRunningSubscriptionIds(db, programId, now));
  const notBefore = new Date(now.getTime() + FEE_NOTICE_DAYS * DAY);
  const plans: FeeChangePlan[] = [];
  for (const view of views) {
    const priced = await priceView(view);
    const plan: FeeChangePlan = {
      subscriptionId: view.id,
      userId: view.userId,
      programTitles: view.program.titles,
      notices: [],
      withdrawn: [],
    };
    for (const type of PAYMENT_MODELS) {
      const target = fees.find((f) => f.region === priced.region && f.type === type);
      const current = priced.regionFees.find((f) => f.type === type);
      if (!target || !current) continue;
      const pending = view.feeChanges.find((c) => c.type === type && c.region === priced.region);
      // A coming change of region (a card from another region) has its own notice: the console leaves it.
      if (pending?.nextRegion) continue;
      if (target.amount === current.amount && target.currency === current.currency) {
        if (pending) plan.withdrawn.push(type);
        continue;
      }
      if (pending && pending.nextAmount === target.amount && pending.nextCurrency === target.currency)
        continue;
      plan.notices.push({
        subscriptionId: view.id,
        type,
        region: priced.region,
        currentAmount: current.amount,
        currentCurrency: current.currency,
        currentLabel: feeLabel(current),
        nextAmount: target.amount,
        nextCurrency: target.currency,
        nextLabel: target.label ?? formatAmountLabel(target.amount, target.currency),
        noticedAt: now,
        effectiveFrom: firstRenewalFrom(view, notBefore),
      });
    }
    if (plan.notices.length || plan.withdrawn.length) plans.push(plan);
  }
  return plans;
}

/** The subscriptions that get a notice. */
export const affectedCount = (plans: FeeChangePlan[]) => plans.filter((p) => p.notices.length > 0).length;

/** Writes the plans (inside the transaction that saves the fees). */
export async function saveFeeChanges(db: Db, plans: FeeChangePlan[]): Promise<void> {
  for (const plan of plans) {
    for (const notice of plan.notices) await upsertFeeChange(db, notice);
    for (const type of plan.withdrawn) await dropPendingFeeChange(db, plan.subscriptionId, type);
  }
}

/** The notice mails, in each subscriber's language, after the change is saved; a failed send is logged. */
export async function sendFeeNotices(
  ctx: Pick<ServiceContext, 'db' | 'mailer' | 'log' | 'config'>,
  plans: FeeChangePlan[],
): Promise<void> {
  for (const plan of plans) {
    if (plan.notices.length === 0) continue;
    const to = await findMailRecipient(ctx.db, plan.userId);
    if (!to?.email) continue;
    const language = asLanguage(to.language);
    try {
      await ctx.mailer.send(
        buildFeeNoticeMail({
          to: to.email,
          name: to.firstName,
          language,
          programTitle: translate(plan.programTitles, language),
          lines: plan.notices.map((n) => ({
            type: n.type,
            oldLabel: formatMoney(n.currentAmount, n.currentCurrency, language),
            newLabel: formatMoney(n.nextAmount, n.nextCurrency, language),
            from: n.effectiveFrom,
          })),
          accountUrl: `${ctx.config.publicUrl}/account`,
          reason: plan.reason,
        }),
      );
    } catch (error) {
      ctx.log.error({ err: error, subscription: plan.subscriptionId }, 'fee change notice could not be sent');
    }
  }
}

/**
 * The job's part (before the sandbox renews): a change whose renewal is the next one gives the provider
 * the new price for it (no proration, the period stays); a change whose date has come takes effect.
 */
export async function applyDueFeeChanges(ctx: ServiceContext, now: Date): Promise<number> {
  let applied = 0;
  for (const due of await findDueFeeChanges(ctx.db, now)) {
    const { change } = due;
    const charges =
      due.billingEnabled &&
      due.status === 'ACTIVE' &&
      due.providerSubscriptionId &&
      due.paymentModel === change.type &&
      due.paymentProvider === ctx.payments.kind;
    if (!change.pushedAt && charges) {
      const [view] = await findSubscriptionViews(ctx.db, [change.subscriptionId]);
      try {
        await ctx.payments.setRenewalPrice(due.providerSubscriptionId!, {
          productKey: view!.program.contentKey,
          productName: translate(view!.program.titles, 'en'),
          paymentModel: change.type,
          amount: change.nextAmount,
          currency: change.nextCurrency,
          region: change.nextRegion ?? change.region,
        });
      } catch (error) {
        ctx.log.error(
          { err: error, subscription: change.subscriptionId },
          'new fee could not reach the provider',
        );
        continue;
      }
    }
    const effective = change.effectiveFrom <= now;
    await markFeeChange(ctx.db, change.subscriptionId, change.type, {
      pushedAt: change.pushedAt ?? now,
      ...(effective ? { appliedAt: now } : {}),
    });
    if (effective && change.nextRegion) {
      await setSubscriptionRegion(ctx.db, change.subscriptionId, change.nextRegion);
    }
    if (effective) applied += 1;
  }
  return applied;
}
