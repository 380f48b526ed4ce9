import {
  ERROR_MESSAGES,
  type Language,
  PAST_DUE_GRACE_DAYS,
  SUBSCRIPTION_MESSAGES,
  type Subscription,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { type PaymentProvider, TRIAL_DAYS } from '../../integrations/payments/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { translate } from '../../lib/language.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { type PlayerAction, requireAccess, requirePlayer } from '../../lib/player-access.ts';
import { isAdmin, type Viewer } from '../../lib/viewer.ts';
import { feeLabel, type PricedView, priceView, toFeeJson } from './prices.service.ts';
import { settlePaidCheckout } from './checkout/open-checkouts.ts';
import { syncProviderSubscription } from './provider/provider-sync.ts';
import { sendSubscriptionMail } from './mail/subscription-mail.ts';
import {
  endExpiredSubscriptions,
  findActivePaymentStatus,
  findPlayerByUserId,
  findProgram,
  findSubscriptionView,
  insertSubscriptionUnlessActive,
  listSubscriptions,
  type SubscriptionView,
  updateActiveSubscription,
  findActiveSubscriptionView,
} from './subscriptions.repo.ts';

/** Loads a subscription the user may `action` (the player-access policy), with its state brought up to `now`. */
export async function requireSubscriptionAccess(
  db: Db,
  user: Viewer,
  id: string,
  now = new Date(),
  action: PlayerAction = 'read-subscription',
) {
  let view = await findSubscriptionView(db, id);
  if (!view) throw notFound(SUBSCRIPTION_MESSAGES.subscriptionNotFound);
  await requireAccess(db, user, action, { userId: view.userId, playerId: view.playerId });
  if (view.status === 'ACTIVE' && view.availableTill && view.availableTill <= now) {
    await endExpiredSubscriptions(db, now, view.playerId);
    view = (await findSubscriptionView(db, id))!;
  }
  return view;
}

/** A subscription the user may change (or pay for): still running (an ENDED one is history: 409). */
export async function requireRunningSubscription(
  db: Db,
  user: Viewer,
  id: string,
  now = new Date(),
  action: 'subscribe' | 'pay' = 'subscribe',
) {
  const view = await requireSubscriptionAccess(db, user, id, now, action);
  if (view.status === 'ENDED') throw new AppError(409, SUBSCRIPTION_MESSAGES.subscriptionEnded);
  return view;
}

const DAY = 24 * 60 * 60 * 1000;

/** When the card is charged next: while billed and neither cancelled nor failing. */
function nextChargeAt(view: SubscriptionView): Date | null {
  if (!view.billingEnabled || view.availableTill || view.status !== 'ACTIVE') return null;
  if (view.paymentStatus !== 'TRIAL' && view.paymentStatus !== 'PAID') return null;
  return view.currentPeriodEnd;
}

/** The end of a PAST_DUE subscription's grace period: training pauses then unless paid. */
export function graceEndsAt(view: Pick<SubscriptionView, 'paymentStatus' | 'pastDueSince'>): Date | null {
  if (view.paymentStatus !== 'PAST_DUE' || !view.pastDueSince) return null;
  return new Date(view.pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * DAY);
}

/** The subscription JSON; its fees are the player's price region's. */
export async function toSubscriptionJson(
  view: SubscriptionView | PricedView,
  language: Language,
): Promise<Subscription> {
  const priced = 'regionFees' in view ? view : await priceView(view);
  return {
    id: view.id,
    status: view.status,
    startDate: view.startDate.toISOString(),
    availableTill: view.availableTill?.toISOString() ?? null,
    billingEnabled: view.billingEnabled,
    yearlyPaidOff: view.yearlyPaidOff,
    paymentModel: view.paymentModel,
    playerTrainingProgramId: view.playerTrainingProgramId,
    trainingProgram: {
      id: view.program.id,
      title: translate(view.program.titles, language),
      fees: priced.regionFees.map(toFeeJson),
    },
    paymentStatus: view.paymentStatus,
    trialEndsAt: view.trialEndsAt?.toISOString() ?? null,
    nextChargeAt: nextChargeAt(view)?.toISOString() ?? null,
    graceEndsAt: graceEndsAt(view)?.toISOString() ?? null,
  };
}

/**
 * Training is open unless the player's ACTIVE subscription is UNPAID (a failed renewal past its
 * grace period): 402 until it is paid. The programs module asks before every training call.
 */
export async function assertTrainingOpen(db: Db, playerId: string): Promise<void> {
  if ((await findActivePaymentStatus(db, playerId)) === 'UNPAID') {
    throw new AppError(402, SUBSCRIPTION_MESSAGES.unpaid);
  }
}

/** The caller's player's subscriptions (admins: any player's, or every subscription). */
export async function listSubscriptionsFor(
  ctx: Pick<ServiceContext, 'db'>,
  user: Viewer,
  query: { status?: 'ACTIVE' | 'ENDED'; playerId?: string; language: Language },
  now = new Date(),
): Promise<Subscription[]> {
  let playerId: string | undefined;
  if (query.playerId) {
    playerId = (await requirePlayer(ctx.db, user, 'read-subscription', query.playerId)).player.id;
  } else {
    const own = await findPlayerByUserId(ctx.db, user.id);
    if (own) playerId = own.id;
    else if (!isAdmin(user)) throw notFound(ERROR_MESSAGES.playerNotFound);
  }
  // The check on read: state is right even between two runs of the periodic job.
  await endExpiredSubscriptions(ctx.db, now, playerId);
  const views = await listSubscriptions(ctx.db, { playerId, status: query.status });
  return Promise.all(views.map((v) => toSubscriptionJson(v, query.language)));
}

/** 201 with a new subscription, or 200 with the player's ACTIVE one (also under concurrent calls). */
export async function createSubscription(
  ctx: Pick<ServiceContext, 'db'>,
  user: Viewer,
  input: { playerId: string; trainingProgramId: string; coupon?: string | null },
  language: Language,
  now = new Date(),
): Promise<{ subscription: Subscription; created: boolean }> {
  const { player } = await requirePlayer(ctx.db, user, 'subscribe', input.playerId);
  const program = await findProgram(ctx.db, input.trainingProgramId);
  if (!program || (program.status !== 'PUBLIC' && !isAdmin(user))) {
    throw new AppError(404, SUBSCRIPTION_MESSAGES.programNotFound, [
      { field: 'trainingProgramId', message: SUBSCRIPTION_MESSAGES.programNotFound },
    ]);
  }
  await endExpiredSubscriptions(ctx.db, now, player.id);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await insertSubscriptionUnlessActive(ctx.db, {
      playerId: player.id,
      trainingProgramId: program.id,
      coupon: input.coupon?.trim() || null,
      now,
      trialDays: TRIAL_DAYS,
    });
    const view = inserted
      ? await findSubscriptionView(ctx.db, inserted.id)
      : await findActiveSubscriptionView(ctx.db, player.id);
    // Null only if the other ACTIVE one ended in between: try again.
    if (view) return { subscription: await toSubscriptionJson(view, language), created: Boolean(inserted) };
  }
  throw new AppError(409, 'The subscription changed meanwhile, please try again');
}

function isBilledBy(view: SubscriptionView, provider: PaymentProvider) {
  return (
    view.billingEnabled && view.providerSubscriptionId !== null && view.paymentProvider === provider.kind
  );
}

/**
 * Cancel at period end: availableTill becomes the end of the paid period (the provider's period,
 * the free month included) or, without billing, the end of the free month; with neither it is now.
 */
export async function cancelSubscription(
  ctx: ServiceContext,
  user: Viewer,
  id: string,
  language: Language,
  now = new Date(),
): Promise<Subscription> {
  let view = await requireRunningSubscription(ctx.db, user, id, now);
  if (view.availableTill) return toSubscriptionJson(view, language);
  // A cancelled subscription takes no new payment: its open checkout expires (paid meanwhile, it is
  // the billing that the cancel then stops at the period's end).
  if (!isBilledBy(view, ctx.payments)) view = (await settlePaidCheckout(ctx, view.id, now)) ?? view;
  if (isBilledBy(view, ctx.payments)) {
    const remote = await ctx.payments.setCancelAtPeriodEnd(view.providerSubscriptionId!, true);
    await syncProviderSubscription(ctx, remote, now);
  } else {
    const ends = [view.trialEndsAt, view.currentPeriodEnd].filter((d): d is Date => !!d && d > now);
    const till = ends.sort((a, b) => b.getTime() - a.getTime())[0] ?? now;
    await updateActiveSubscription(ctx.db, view.id, { availableTill: till });
    if (till <= now) await endExpiredSubscriptions(ctx.db, now, view.playerId);
  }
  const after = (await findSubscriptionView(ctx.db, id))!;
  await sendSubscriptionMail(ctx, 'cancellation', after, {
    amount: '',
    date: after.availableTill,
    url: `${ctx.config.publicUrl}/account`,
  });
  return toSubscriptionJson(after, language);
}

/** Undoes a cancel while the subscription still runs. */
export async function resumeSubscription(
  ctx: ServiceContext,
  user: Viewer,
  id: string,
  language: Language,
  now = new Date(),
): Promise<Subscription> {
  const view = await requireRunningSubscription(ctx.db, user, id, now);
  if (!view.availableTill) return toSubscriptionJson(view, language);
  if (isBilledBy(view, ctx.payments)) {
    const remote = await ctx.payments.setCancelAtPeriodEnd(view.providerSubscriptionId!, false);
    await syncProviderSubscription(ctx, remote, now);
  } else {
    await updateActiveSubscription(ctx.db, view.id, { availableTill: null });
  }
  const after = await priceView((await findSubscriptionView(ctx.db, id))!);
  const fee = after.regionFees.find((f) => f.type === after.paymentModel);
  await sendSubscriptionMail(ctx, 'resumption', after, {
    amount: fee ? feeLabel(fee) : '',
    date: nextChargeAt(after) ?? after.trialEndsAt,
    url: `${ctx.config.publicUrl}/account`,
  });
  return toSubscriptionJson(after, language);
}
