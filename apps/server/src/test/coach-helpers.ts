import type { ManagerMe } from '@academy/contract';
import { expect } from 'vitest';
import { nextIp } from './account-helpers.ts';
import { createTestUser, type TestUser } from './factories.ts';
import type { TestApp } from './helpers.ts';

export interface TestCoach {
  user: TestUser;
  me: ManagerMe;
}

/** A coach made the way an admin does it: role MANAGER set by the admin, then the manager setup. */
export async function createCoach(
  t: TestApp,
  admin: TestUser,
  options: {
    firstName?: string;
    lastName?: string;
    language?: 'en' | 'sv' | 'fr' | 'pt';
    teamName?: string;
  } = {},
): Promise<TestCoach> {
  const { teamName: _teamName, ...userOptions } = options;
  const user = await createTestUser(t, { authorities: [], ...userOptions });
  const role = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/user',
    headers: admin.headers,
    payload: { id: user.user.id, role: 'MANAGER' },
  });
  expect(role.statusCode, role.body).toBe(200);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/manager',
    headers: user.headers,
    remoteAddress: nextIp(),
    payload: {
      company: 'Coaching AB',
      teamName: options.teamName ?? 'Hammarby P14',
      teamAgeGroupId: 'U14',
      gender: 'FEMALE',
      userId: user.user.id,
      latitude: 59.33,
      longitude: 18.06,
      role: 'MANAGER',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/manager/me', headers: user.headers });
  expect(me.statusCode, me.body).toBe(200);
  return { user, me: me.json() };
}

export function joinTeam(t: TestApp, headers: { authorization: string }, teamCode: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/player/coach',
    headers,
    remoteAddress: nextIp(),
    payload: { teamCode },
  });
}

export function get(t: TestApp, url: string, headers: { authorization: string }) {
  return t.app.inject({ method: 'GET', url, headers });
}

/**
 * Bad and hostile values of a coach's own fields (company, gender, place, team), each with the field
 * a 400 must name: the same rules at creation (POST /manager) and correction (PUT /manager/me). The
 * company is optional: left out or blank is none, not an error.
 */
export const BAD_COACH_FIELDS: [Record<string, unknown>, string][] = [
  [{ company: 'x'.repeat(101) }, 'company'],
  [{ company: 'x'.repeat(50_000) }, 'company'],
  [{ company: 'Evil\u0007Corp' }, 'company'],
  [{ company: 42 }, 'company'],
  [{ gender: 'OTHER' }, 'gender'],
  [{ gender: undefined }, 'gender'],
  [{ longitude: 0 }, 'longitude'],
  [{ longitude: -181 }, 'longitude'],
  [{ longitude: undefined }, 'longitude'],
  [{ latitude: 90.01 }, 'latitude'],
  [{ latitude: '59' }, 'latitude'],
  [{ teamName: '  ' }, 'teamName'],
  [{ teamName: 'x'.repeat(61) }, 'teamName'],
  [{ teamName: 'Evil\u202eTeam' }, 'teamName'],
  [{ teamAgeGroupId: 'U99' }, 'teamAgeGroupId'],
  [{ teamAgeGroupId: 12 }, 'teamAgeGroupId'],
];
