import { ERROR_MESSAGES, type Language, SUBSCRIPTION_MESSAGES, type Subscription } from '@academy/contract';
import { type PaymentProvider, TRIAL_DAYS } from '../../integrations/payments/index.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { requirePlayer } from '../../lib/player-access.ts';
import { isAdmin, type Viewer } from '../../lib/viewer.ts';
import { priceView } from './prices.service.ts';
import { settlePaidCheckout } from './checkout/open-checkouts.ts';
import { syncProviderSubscription } from './provider/provider-sync.ts';
import { sendSubscriptionMail } from './mail/subscription-mail.ts';
import { inPaymentTurn, type PaymentContext } from './payment-turn.ts';
import { loadRunningSubscription, requireRunningSubscription } from './subscription-guards.ts';
import { nextChargeAt, toSubscriptionJson } from './subscription-json.ts';
import {
  findPlayer,
  endExpiredSubscriptions,
  findPlayerByUserId,
  findProgram,
  findSubscriptionView,
  insertSubscriptionUnlessActive,
  listSubscriptions,
  type SubscriptionView,
  updateActiveSubscription,
  findActiveSubscriptionView,
} from './subscriptions.repo.ts';
import { auditAdminWrite } from '../../lib/admin-audit.ts';

/** The caller's player's subscriptions (admins: any player's, or every subscription). */
export async function listSubscriptionsFor(
  ctx: Pick<ServiceContext, 'db'>,
  user: Viewer,
  query: { status?: 'ACTIVE' | 'ENDED'; playerId?: string; language: Language },
  now: Date,
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
  now: Date,
): Promise<{ subscription: Subscription; created: boolean }> {
  const { player } = await requirePlayer(ctx.db, user, 'subscribe', input.playerId);
  const program = await findProgram(ctx.db, input.trainingProgramId);
  if (!program || (program.status !== 'PUBLIC' && !isAdmin(user))) {
    throw new AppError(404, SUBSCRIPTION_MESSAGES.programNotFound, [
      { field: 'trainingProgramId', message: SUBSCRIPTION_MESSAGES.programNotFound },
    ]);
  }
  // A player trains their own age group's program (a SENIOR player is not sold the U10 one); an
  // admin may place a player elsewhere.
  const own = await findPlayer(ctx.db, player.id);
  if (own && program.ageGroupId !== own.ageGroupId && !isAdmin(user)) {
    throw fieldError('trainingProgramId', SUBSCRIPTION_MESSAGES.programNotForAgeGroup);
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
    if (!view) continue;
    if (inserted) {
      await auditAdminWrite(
        ctx.db,
        user,
        'subscribe',
        { userId: player.userId, playerId: player.id },
        {
          action: 'subscription.create',
          targetType: 'subscription',
          targetId: view.id,
          after: { trainingProgramId: program.id, status: view.status },
        },
      );
    }
    return { subscription: await toSubscriptionJson(view, language), created: Boolean(inserted) };
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
  ctx: PaymentContext,
  user: Viewer,
  id: string,
  language: Language,
  now: Date,
): Promise<Subscription> {
  const before = await requireRunningSubscription(ctx.db, user, id, now);
  // A cancel closes the open checkout: never at the same time as a checkout or enable-billing.
  const after = await inPaymentTurn(ctx, id, () => cancelAtPeriodEnd(ctx, id, language, now));
  await auditAdminWrite(ctx.db, user, 'subscribe', before, {
    action: 'subscription.cancel',
    targetType: 'subscription',
    targetId: id,
    before: { availableTill: before.availableTill?.toISOString() ?? null },
    after: { availableTill: after.availableTill ?? null },
  });
  return after;
}

async function cancelAtPeriodEnd(ctx: ServiceContext, id: string, language: Language, now: Date) {
  let view = await loadRunningSubscription(ctx.db, id, now);
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
    charge: null,
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
  now = ctx.clock.now(),
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
  await auditAdminWrite(ctx.db, user, 'subscribe', view, {
    action: 'subscription.resume',
    targetType: 'subscription',
    targetId: id,
    before: { availableTill: view.availableTill.toISOString() },
    after: { availableTill: after.availableTill?.toISOString() ?? null },
  });
  const fee = after.regionFees.find((f) => f.type === after.paymentModel);
  await sendSubscriptionMail(ctx, 'resumption', after, {
    charge: fee ?? null,
    date: nextChargeAt(after) ?? after.trialEndsAt,
    url: `${ctx.config.publicUrl}/account`,
  });
  return toSubscriptionJson(after, language);
}
