import { SUBSCRIPTION_MESSAGES } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type PlayerAction, requireAccess } from '../../lib/player-access.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  endExpiredSubscriptions,
  findSubscriptionView,
  type SubscriptionView,
} from './subscriptions.repo.ts';

/** Loads a subscription the user may `action` (the player-access policy), with its state brought up to `now`. */
export async function requireSubscriptionAccess(
  db: Db,
  user: Viewer,
  id: string,
  now = new Date(),
  action: PlayerAction = 'read-subscription',
) {
  const view = await findSubscriptionView(db, id);
  if (!view) throw notFound(SUBSCRIPTION_MESSAGES.subscriptionNotFound);
  await requireAccess(db, user, action, { userId: view.userId, playerId: view.playerId });
  return bringUpToDate(db, view, now);
}

async function bringUpToDate(db: Db, view: SubscriptionView, now: Date): Promise<SubscriptionView> {
  if (view.status !== 'ACTIVE' || !view.availableTill || view.availableTill > now) return view;
  await endExpiredSubscriptions(db, now, view.playerId);
  return (await findSubscriptionView(db, view.id))!;
}

/**
 * The subscription as it is now, still running (409 once ENDED), without asking who wants it: for a
 * step that re-reads, inside its payment turn, a subscription whose access was checked before.
 */
export async function loadRunningSubscription(db: Db, id: string, now = new Date()) {
  const found = await findSubscriptionView(db, id);
  if (!found) throw notFound(SUBSCRIPTION_MESSAGES.subscriptionNotFound);
  const view = await bringUpToDate(db, found, now);
  if (view.status === 'ENDED') throw new AppError(409, SUBSCRIPTION_MESSAGES.subscriptionEnded);
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
