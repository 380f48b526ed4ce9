import { SUBSCRIPTION_MESSAGES } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findActivePaymentStatus } from './subscriptions.repo.ts';

/**
 * Training is open unless the player's ACTIVE subscription is UNPAID (a failed renewal past its
 * grace period): 402 until it is paid. The programs module asks before every training call.
 */
export async function assertTrainingOpen(db: Db, playerId: string): Promise<void> {
  if ((await findActivePaymentStatus(db, playerId)) === 'UNPAID') {
    throw new AppError(402, SUBSCRIPTION_MESSAGES.unpaid);
  }
}
