import { SUBSCRIPTION_MESSAGES, TRAINING_MESSAGES } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findActivePaymentStatus, findRunningSubscriptionStates } from './training-access.repo.ts';

/**
 * May the player train the program now? The one rule, asked by the programs module before every
 * training call: an ACTIVE subscription to the program whose paid or free time runs (else 402
 * `Active subscription required`), and not UNPAID, a renewal failed past its grace period (402
 * until it is paid), and started (402 while it never had a payment step: NONE). History stays
 * readable either way.
 */
export async function assertMayTrain(
  db: Db,
  playerId: string,
  trainingProgramId: string,
  now: Date,
): Promise<void> {
  const [subscription] = await findRunningSubscriptionStates(db, playerId, now, trainingProgramId);
  if (!subscription) throw new AppError(402, TRAINING_MESSAGES.activeSubscriptionRequired);
  if (subscription.paymentStatus === 'UNPAID') throw new AppError(402, SUBSCRIPTION_MESSAGES.unpaid);
  // The free month starts with the first completed checkout (Trust, round 3): not before.
  if (subscription.paymentStatus === 'NONE') throw new AppError(402, SUBSCRIPTION_MESSAGES.notStarted);
}

/**
 * May the player record skill challenges now? The same rule without a program (challenges go with
 * the age group): an ACTIVE subscription whose time runs (else 402 `Active subscription required`),
 * one that is not UNPAID (else 402 until it is paid).
 */
export async function assertMayTrainAnyProgram(db: Db, playerId: string, now: Date): Promise<void> {
  const states = await findRunningSubscriptionStates(db, playerId, now);
  if (states.length === 0) throw new AppError(402, TRAINING_MESSAGES.activeSubscriptionRequired);
  if (states.every((s) => s.paymentStatus === 'UNPAID'))
    throw new AppError(402, SUBSCRIPTION_MESSAGES.unpaid);
  if (states.every((s) => s.paymentStatus === 'UNPAID' || s.paymentStatus === 'NONE'))
    throw new AppError(402, SUBSCRIPTION_MESSAGES.notStarted);
}

/** Making the player's program waits only for an UNPAID subscription (the app makes it before checkout). */
export async function assertNotUnpaid(db: Db, playerId: string): Promise<void> {
  if ((await findActivePaymentStatus(db, playerId)) === 'UNPAID') {
    throw new AppError(402, SUBSCRIPTION_MESSAGES.unpaid);
  }
}
