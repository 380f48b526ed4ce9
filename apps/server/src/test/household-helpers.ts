import type { AddChildInput, HouseholdChild, TrainingProgram } from '@academy/contract';
import { expect } from 'vitest';
import { nextIp } from './account-helpers.ts';
import type { Subscriber } from './billing-helpers.ts';
import { createTestUser, type TestUser } from './factories.ts';
import type { TestApp } from './helpers.ts';
import { bornYearsAgo } from './privacy-helpers.ts';

/** A signed-in guardian (ROLE_GUARDIAN). */
export function createGuardian(
  t: TestApp,
  options: { language?: 'en' | 'sv' | 'fr' | 'pt'; firstName?: string } = {},
) {
  return createTestUser(t, { authorities: ['ROLE_GUARDIAN'], ...options });
}

let childCounter = 0;

/** The body of `POST /api/v1/household/children`: a 10-year-old in Stockholm, a new name each time. */
export function childPayload(overrides: Partial<AddChildInput> = {}): AddChildInput {
  childCounter += 1;
  return {
    firstName: `Lina${childCounter}`,
    lastName: 'Karlsson',
    language: 'sv',
    clubName: 'Hammarby IF',
    dateOfBirth: bornYearsAgo(10),
    gender: 'FEMALE',
    heightValue: 140,
    weightValue: 35,
    currentLocation: {
      longitude: 18.0686,
      latitude: 59.3293,
      city: 'Stockholm',
      country: 'Sweden',
      streetAddress: null,
    },
    nationality: 'SE',
    playerPositions: ['CENTER_FORWARD'],
    ...overrides,
  };
}

export function postChild(t: TestApp, guardian: TestUser, body: unknown, remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/household/children',
    headers: { ...guardian.headers, 'user-agent': 'household-test' },
    payload: body as object,
    remoteAddress,
  });
}

/** Adds a child and answers it (201). */
export async function addChild(
  t: TestApp,
  guardian: TestUser,
  overrides: Partial<AddChildInput> = {},
): Promise<HouseholdChild> {
  const res = await postChild(t, guardian, childPayload(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: { authorization: string },
  payload?: object,
) {
  return t.app.inject({ method, url, headers, payload, remoteAddress: nextIp() });
}

/** A household child as its payer subscribes and pays for it: the billing helpers' `Subscriber`. */
export async function childSubscriber(
  t: TestApp,
  payer: TestUser,
  child: HouseholdChild,
): Promise<Subscriber> {
  const res = await call(
    t,
    'GET',
    `/api/v1/training-program/age-group/${child.ageGroupId}?status=PUBLIC`,
    payer.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  const program: TrainingProgram = res.json();
  return {
    user: payer,
    player: { id: child.playerId, userId: child.userId, ageGroupId: child.ageGroupId },
    program,
  };
}

/** The invitation link's token in a mail. */
export function invitationTokenIn(text: string): string {
  const match = /household\/join\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no invitation link in mail: ${text}`);
  return match[1]!;
}
