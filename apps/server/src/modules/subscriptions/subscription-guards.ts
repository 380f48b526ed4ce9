import { SUBSCRIPTION_MESSAGES } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type PlayerAction, requireAccess } from '../../lib/player-access.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { endExpiredSubscriptions, findSubscriptionView } from './subscriptions.repo.ts';

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
