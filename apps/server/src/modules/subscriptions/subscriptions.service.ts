import {
  ERROR_MESSAGES,
  type Language,
  LANGUAGES,
  SUBSCRIPTION_MESSAGES,
  type Subscription,
} from '@academy/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Translations } from '../../db/schema/index.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { type PaymentProvider, TRIAL_DAYS } from '../../integrations/payments/index.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/token.service.ts';
import { syncProviderSubscription } from '../billing/billing.sync.ts';
import { findProgramById } from '../programs/programs.repo.ts';
import {
  endExpiredSubscriptions,
  findPlayer,
  findPlayerByUserId,
  findSubscriptionView,
  insertSubscriptionUnlessActive,
  listSubscriptions,
  type SubscriptionView,
  updateActiveSubscription,
  findActiveSubscriptionView,
} from './subscriptions.repo.ts';

/** What the subscription, billing and program services work with (never a request). */
export interface BillingDeps {
  db: Db;
  provider: PaymentProvider;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

type Viewer = Pick<AuthUser, 'id' | 'authorities' | 'language'>;

export const isAdminViewer = (user: Viewer) =>
  user.authorities.includes('ROLE_ADMIN') || user.authorities.includes('ROLE_SUPER_ADMIN');

/** The request's language, else the user's, else en. */
export function resolveLanguage(
  requested: Language | undefined,
  user?: Pick<Viewer, 'language'> | null,
): Language {
  if (requested) return requested;
  const stored = user?.language as Language | undefined;
  return stored && (LANGUAGES as readonly string[]).includes(stored) ? stored : 'en';
}

export function translate(texts: Translations, language: Language): string {
  return texts[language] ?? texts.en;
}

/** 404 `Player not found`, or 403 when the player is someone else's (admins may act for all). */
export async function requirePlayerAccess(db: Db, user: Viewer, playerId: string) {
  const player = await findPlayer(db, playerId);
  if (!player) throw notFound(ERROR_MESSAGES.playerNotFound);
  if (player.userId !== user.id && !isAdminViewer(user)) throw forbidden();
  return player;
}

/** Loads a subscription the user may see, with its state brought up to `now`. */
export async function requireSubscriptionAccess(db: Db, user: Viewer, id: string, now = new Date()) {
  let view = await findSubscriptionView(db, id);
  if (!view) throw notFound(SUBSCRIPTION_MESSAGES.subscriptionNotFound);
  if (view.userId !== user.id && !isAdminViewer(user)) throw forbidden();
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
  deps: Pick<BillingDeps, 'db'>,
  user: Viewer,
  query: { status?: 'ACTIVE' | 'ENDED'; playerId?: string; language: Language },
  now = new Date(),
): Promise<Subscription[]> {
  let playerId: string | undefined;
  if (query.playerId) {
    playerId = (await requirePlayerAccess(deps.db, user, query.playerId)).id;
  } else {
    const own = await findPlayerByUserId(deps.db, user.id);
    if (own) playerId = own.id;
    else if (!isAdminViewer(user)) throw notFound(ERROR_MESSAGES.playerNotFound);
  }
  // The check on read: state is right even between two runs of the periodic job.
  await endExpiredSubscriptions(deps.db, now, playerId);
  const views = await listSubscriptions(deps.db, { playerId, status: query.status });
  return views.map((v) => toSubscriptionJson(v, query.language));
}

/** 201 with a new subscription, or 200 with the player's ACTIVE one (also under concurrent calls). */
export async function createSubscription(
  deps: Pick<BillingDeps, 'db'>,
  user: Viewer,
  input: { playerId: string; trainingProgramId: string; coupon?: string | null },
  language: Language,
  now = new Date(),
): Promise<{ subscription: Subscription; created: boolean }> {
  const player = await requirePlayerAccess(deps.db, user, input.playerId);
  const program = await findProgramById(deps.db, input.trainingProgramId);
  if (!program || (program.status !== 'PUBLIC' && !isAdminViewer(user))) {
    throw new AppError(404, SUBSCRIPTION_MESSAGES.programNotFound, [
      { field: 'trainingProgramId', message: SUBSCRIPTION_MESSAGES.programNotFound },
    ]);
  }
  await endExpiredSubscriptions(deps.db, now, player.id);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await insertSubscriptionUnlessActive(deps.db, {
      playerId: player.id,
      trainingProgramId: program.id,
      coupon: input.coupon?.trim() || null,
      now,
      trialDays: TRIAL_DAYS,
    });
    const view = inserted
      ? await findSubscriptionView(deps.db, inserted.id)
      : await findActiveSubscriptionView(deps.db, player.id);
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
  deps: BillingDeps,
  user: Viewer,
  id: string,
  language: Language,
  now = new Date(),
): Promise<Subscription> {
  const view = await requireSubscriptionAccess(deps.db, user, id, now);
  if (view.status === 'ENDED') throw new AppError(409, SUBSCRIPTION_MESSAGES.subscriptionEnded);
  if (view.availableTill) return toSubscriptionJson(view, language);
  if (isBilledBy(view, deps.provider)) {
    const remote = await deps.provider.setCancelAtPeriodEnd(view.providerSubscriptionId!, true);
    await syncProviderSubscription(deps, remote, now);
  } else {
    const ends = [view.trialEndsAt, view.currentPeriodEnd].filter((d): d is Date => !!d && d > now);
    const till = ends.sort((a, b) => b.getTime() - a.getTime())[0] ?? now;
    await updateActiveSubscription(deps.db, view.id, { availableTill: till });
    if (till <= now) await endExpiredSubscriptions(deps.db, now, view.playerId);
  }
  return toSubscriptionJson((await findSubscriptionView(deps.db, id))!, language);
}

/** Undoes a cancel while the subscription still runs. */
export async function resumeSubscription(
  deps: BillingDeps,
  user: Viewer,
  id: string,
  language: Language,
  now = new Date(),
): Promise<Subscription> {
  const view = await requireSubscriptionAccess(deps.db, user, id, now);
  if (view.status === 'ENDED') throw new AppError(409, SUBSCRIPTION_MESSAGES.subscriptionEnded);
  if (!view.availableTill) return toSubscriptionJson(view, language);
  if (isBilledBy(view, deps.provider)) {
    const remote = await deps.provider.setCancelAtPeriodEnd(view.providerSubscriptionId!, false);
    await syncProviderSubscription(deps, remote, now);
  } else {
    await updateActiveSubscription(deps.db, view.id, { availableTill: null });
  }
  return toSubscriptionJson((await findSubscriptionView(deps.db, id))!, language);
}
