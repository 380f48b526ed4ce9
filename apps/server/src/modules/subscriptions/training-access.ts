import { SUBSCRIPTION_MESSAGES } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findActivePaymentStatus } from './subscriptions.repo.ts';

/**
 * Training is open on a started subscription: 402 while the ACTIVE one is UNPAID (a failed renewal
 * past its grace period) until it is paid, and while it never had a payment step (NONE: the free
 * month starts with the first completed checkout, Trust, round 3). The programs module asks before
 * every training call.
 */
export async function assertTrainingOpen(db: Db, playerId: string): Promise<void> {
  const status = await findActivePaymentStatus(db, playerId);
  if (status === 'UNPAID') throw new AppError(402, SUBSCRIPTION_MESSAGES.unpaid);
  if (status === 'NONE') throw new AppError(402, SUBSCRIPTION_MESSAGES.notStarted);
}

/** Making the player's program waits only for an UNPAID subscription (the app makes it before checkout). */
export async function assertNotUnpaid(db: Db, playerId: string): Promise<void> {
  if ((await findActivePaymentStatus(db, playerId)) === 'UNPAID') {
    throw new AppError(402, SUBSCRIPTION_MESSAGES.unpaid);
  }
}
