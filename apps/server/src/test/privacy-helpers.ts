import type { CreatePlayerInput, Player } from '@academy/contract';
import { afterAll, expect } from 'vitest';
import { nextIp } from './account-helpers.ts';
import { createTestUser, type TestUser } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { type CapturedMail, startSmtpSink } from './smtp-sink.ts';

/** A date of birth `years` years (and a day) ago: that many years old today. */
export function bornYearsAgo(years: number, now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - 1));
  return d.toISOString().slice(0, 10);
}

export function playerPayload(userId: string, overrides: Partial<CreatePlayerInput> = {}): CreatePlayerInput {
  return {
    clubName: 'Privacy FC',
    dateOfBirth: bornYearsAgo(12),
    gender: 'FEMALE',
    heightUnit: 'cm',
    heightValue: 150,
    weightUnit: 'kg',
    weightValue: 40,
    currentLocation: {
      longitude: 18.0686,
      latitude: 59.3293,
      city: 'Stockholm',
      country: 'Sweden',
      streetAddress: null,
    },
    nationality: 'SE',
    playerPositions: ['CENTER_FORWARD'],
    userId,
    ...overrides,
  } as CreatePlayerInput;
}

export function postPlayer(t: TestApp, user: TestUser, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/player',
    headers: user.headers,
    payload: body as object,
    remoteAddress: nextIp(),
  });
}

/** The approval link's token in the guardian's mail. */
export function tokenIn(mail: CapturedMail): string {
  const match = /guardian-approval\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no approval link in mail: ${mail.text}`);
  return match[1]!;
}

/** A 12-year-old player (PENDING) whose guardian got the mail; answers the link's token. */
export async function createChildPlayer(
  t: TestApp,
  sink: { waitForMail(to: string): Promise<CapturedMail> },
  options: { language?: 'en' | 'sv' | 'fr' | 'pt'; firstName?: string; lastName?: string } = {},
): Promise<{ user: TestUser; player: Player; guardianEmail: string; token: string; mail: CapturedMail }> {
  const user = await createTestUser(t, {
    language: options.language,
    firstName: options.firstName,
    lastName: options.lastName,
  });
  const guardianEmail = `guardian-${user.user.id.slice(0, 8)}@example.test`;
  const res = await postPlayer(t, user, playerPayload(user.user.id, { guardianEmail }));
  expect(res.statusCode, res.body).toBe(201);
  const mail = await sink.waitForMail(guardianEmail);
  return { user, player: res.json(), guardianEmail, token: tokenIn(mail), mail };
}

/**
 * A test app mailing to an SMTP sink, made as the test file loads and closed after its tests; the
 * file awaits it at its top: `const { t, sink } = await useAppWithMail();`.
 */
export async function useAppWithMail(env: Record<string, string> = {}) {
  const sink = await startSmtpSink();
  const t = await buildTestApp({ env: { SMTP_URL: sink.url, ...env } }).catch(async (error: unknown) => {
    await sink.close();
    throw error;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  return { t, sink };
}
