import type { TrainingProgramBlock, TrainingProgress, TrainingSession } from '@academy/contract';
import { expect } from 'vitest';
import { createSubscriber, postCard, type Subscriber, startCheckout, subscribe } from './billing-helpers.ts';
import type { TestApp } from './helpers.ts';

export interface Trainee extends Subscriber {
  subscriptionId: string;
  playerProgramId: string;
  phases: TrainingProgramBlock[];
}

/** A player of the age group with an ACTIVE subscription and their program (first phase ACTIVE). */
export async function createTrainee(
  t: TestApp,
  options: { ageGroupId?: string; language?: 'en' | 'sv' | 'fr' | 'pt' } = {},
): Promise<Trainee> {
  const s = await createSubscriber(t, options);
  const subscription = await subscribe(t, s);
  // The free month starts with the first completed checkout: before it nothing trains (402).
  const checkout = await startCheckout(t, s, subscription.id, { paymentModel: 'MONTHLY' });
  expect((await postCard(t, checkout.url, '4242424242424242')).statusCode).toBe(303);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/training-program/player-training-program',
    headers: s.user.headers,
    payload: { playerTrainingProgramSubscriptionId: subscription.id },
  });
  expect(created.statusCode).toBe(201);
  const phases = await t.app.inject({
    method: 'GET',
    url: `/api/v1/training-program-block/training-program/${s.program.id}`,
    headers: s.user.headers,
  });
  return { ...s, subscriptionId: subscription.id, playerProgramId: created.json().id, phases: phases.json() };
}

export async function sessionsOf(
  t: TestApp,
  trainee: Trainee,
  blockId: string,
  language = 'en',
): Promise<TrainingSession[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/training-program-block/${blockId}/sessions?language=${language}`,
    headers: trainee.user.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

export function complete(
  t: TestApp,
  trainee: Trainee,
  sessionId: string,
  body: { rating?: number; note?: string; shareNote?: boolean; completedAt?: string } = {},
  query = '',
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/player-training-session/${sessionId}/complete${query}`,
    headers: trainee.user.headers,
    payload: { playerTrainingProgramId: trainee.playerProgramId, ...body },
  });
}

export function undo(t: TestApp, trainee: Trainee, sessionId: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/v1/player-training-session/${sessionId}/complete?playerTrainingProgramId=${trainee.playerProgramId}`,
    headers: trainee.user.headers,
  });
}

export async function progressOf(t: TestApp, trainee: Trainee, query = ''): Promise<TrainingProgress> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/training-program/player-training-program/${trainee.playerProgramId}/progress${query}`,
    headers: trainee.user.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
