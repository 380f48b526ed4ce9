import { ERROR_MESSAGES, type Language, SUBSCRIPTION_MESSAGES, type Subscription } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { type PaymentProvider, TRIAL_DAYS } from '../../integrations/payments/index.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { translate } from '../../lib/language.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { isAdmin, type Viewer } from '../../lib/viewer.ts';
import { syncProviderSubscription } from './provider-sync.ts';
import {
  endExpiredSubscriptions,
  findPlayer,
  findPlayerByUserId,
  findProgram,
  findSubscriptionView,
  insertSubscriptionUnlessActive,
  listSubscriptions,
  type SubscriptionView,
  updateActiveSubscription,
  findActiveSubscriptionView,
} from './subscriptions.repo.ts';

/** 404 `Player not found`, or 403 when the player is someone else's (admins may act for all). */
export async function requirePlayerAccess(db: Db, user: Viewer, playerId: string) {
  const player = await findPlayer(db, playerId);
  if (!player) throw notFound(ERROR_MESSAGES.playerNotFound);
  if (player.userId !== user.id && !isAdmin(user)) throw forbidden();
  return player;
}

/** Loads a subscription the user may see, with its state brought up to `now`. */
export async function requireSubscriptionAccess(db: Db, user: Viewer, id: string, now = new Date()) {
  let view = await findSubscriptionView(db, id);
  if (!view) throw notFound(SUBSCRIPTION_MESSAGES.subscriptionNotFound);
  if (view.userId !== user.id && !isAdmin(user)) throw forbidden();
  if (view.status === 'ACTIVE' && view.availableTill && view.availableTill <= now) {
    await endExpiredSubscriptions(db, now, view.playerId);
    view = (await findSubscriptionView(db, id))!;
  }
  return view;
}

export function toSubscriptionJson(view: SubscriptionView, language: Language): Subscription {
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
      fees: view.fees.map((f) => ({ type: f.type, amount: f.amount, currency: f.currency })),
    },
  };
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
    playerId = (await requirePlayerAccess(ctx.db, user, query.playerId)).id;
  } else {
    const own = await findPlayerByUserId(ctx.db, user.id);
    if (own) playerId = own.id;
    else if (!isAdmin(user)) throw notFound(ERROR_MESSAGES.playerNotFound);
  }
  // The check on read: state is right even between two runs of the periodic job.
  await endExpiredSubscriptions(ctx.db, now, playerId);
  const views = await listSubscriptions(ctx.db, { playerId, status: query.status });
  return views.map((v) => toSubscriptionJson(v, query.language));
}

/** 201 with a new subscription, or 200 with the player's ACTIVE one (also under concurrent calls). */
export async function createSubscription(
  ctx: Pick<ServiceContext, 'db'>,
  user: Viewer,
  input: { playerId: string; trainingProgramId: string; coupon?: string | null },
  language: Language,
  now = new Date(),
): Promise<{ subscription: Subscription; created: boolean }> {
  const player = await requirePlayerAccess(ctx.db, user, input.playerId);
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
    if (view) return { subscription: toSubscriptionJson(view, language), created: Boolean(inserted) };
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
  const view = await requireSubscriptionAccess(ctx.db, user, id, now);
  if (view.status === 'ENDED') throw new AppError(409, SUBSCRIPTION_MESSAGES.subscriptionEnded);
  if (view.availableTill) return toSubscriptionJson(view, language);
  if (isBilledBy(view, ctx.payments)) {
    const remote = await ctx.payments.setCancelAtPeriodEnd(view.providerSubscriptionId!, true);
    await syncProviderSubscription(ctx, remote, now);
  } else {
    const ends = [view.trialEndsAt, view.currentPeriodEnd].filter((d): d is Date => !!d && d > now);
    const till = ends.sort((a, b) => b.getTime() - a.getTime())[0] ?? now;
    await updateActiveSubscription(ctx.db, view.id, { availableTill: till });
    if (till <= now) await endExpiredSubscriptions(ctx.db, now, view.playerId);
  }
  return toSubscriptionJson((await findSubscriptionView(ctx.db, id))!, language);
}

/** Undoes a cancel while the subscription still runs. */
export async function resumeSubscription(
  ctx: ServiceContext,
  user: Viewer,
  id: string,
  language: Language,
  now = new Date(),
): Promise<Subscription> {
  const view = await requireSubscriptionAccess(ctx.db, user, id, now);
  if (view.status === 'ENDED') throw new AppError(409, SUBSCRIPTION_MESSAGES.subscriptionEnded);
  if (!view.availableTill) return toSubscriptionJson(view, language);
  if (isBilledBy(view, ctx.payments)) {
    const remote = await ctx.payments.setCancelAtPeriodEnd(view.providerSubscriptionId!, false);
    await syncProviderSubscription(ctx, remote, now);
  } else {
    await updateActiveSubscription(ctx.db, view.id, { availableTill: null });
  }
  return toSubscriptionJson((await findSubscriptionView(ctx.db, id))!, language);
}
