import { SUBSCRIPTION_MESSAGES, TRAINING_MESSAGES } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findTrainingSubscription } from './subscriptions.repo.ts';

/**
 * May the player train the program now? The one rule, asked by the programs module before every
 * training call: an ACTIVE subscription to the program whose paid or free time runs (else 402
 * `Active subscription required`), and not UNPAID, a renewal failed past its grace period (402
 * until it is paid). History stays readable either way.
 */
export async function assertMayTrain(
  db: Db,
  playerId: string,
  trainingProgramId: string,
  now: Date,
): Promise<void> {
  const subscription = await findTrainingSubscription(db, playerId, trainingProgramId, now);
  if (!subscription) throw new AppError(402, TRAINING_MESSAGES.activeSubscriptionRequired);
  if (subscription.paymentStatus === 'UNPAID') throw new AppError(402, SUBSCRIPTION_MESSAGES.unpaid);
}
