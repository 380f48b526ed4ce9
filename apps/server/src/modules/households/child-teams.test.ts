import { coachListSchema } from '@academy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMemberships } from '../../db/schema/index.ts';
import { bearer, passwordLogin } from '../../test/account-helpers.ts';
import { createCoach, get, joinTeam, type TestCoach } from '../../test/coach-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { addChild, call, createGuardian } from '../../test/household-helpers.ts';

let t: TestApp;
let coach: TestCoach;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
  coach = await createCoach(t, admin, { firstName: 'Carla', lastName: 'Coach', teamName: 'Enskede P12' });
});

afterAll(async () => {
  await t.close();
});

const join = (headers: TestUser['headers'], playerId: string, teamCode: unknown) =>
  call(t, 'POST', `/api/v1/household/children/${playerId}/coach`, headers, { teamCode });

const giveCoachConsent = (guardian: TestUser, playerId: string) =>
  call(t, 'POST', '/api/v1/household/consents', guardian.headers, { playerId, scopes: ['COACH'] });

async function memberships(playerId: string) {
  return t.database.db.select().from(teamMemberships).where(eq(teamMemberships.playerId, playerId));
}

describe('a guardian joins a household child to a coach’s team', () => {
  it('needs the COACH consent; then joins once however often it is sent, and the coach sees the child', async () => {
    const guardian = await createGuardian(t);
    const child = await addChild(t, guardian, { firstName: 'Maja' });

    const refused = await join(guardian.headers, child.playerId, coach.me.teamCode);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Consent needed: COACH',
      code: 'household.coachConsentNeeded',
    });
    expect(await memberships(child.playerId)).toEqual([]);

    expect((await giveCoachConsent(guardian, child.playerId)).statusCode).toBe(201);
    const both = await Promise.all([
      join(guardian.headers, child.playerId, coach.me.teamCode.toLowerCase()),
      join(guardian.headers, child.playerId, coach.me.teamCode),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]!.json()).toEqual({
      managerId: coach.me.id,
      firstName: 'Carla',
      lastName: 'Coach',
      company: 'Coaching AB',
      teamName: 'Enskede P12',
    });
    expect(await memberships(child.playerId)).toHaveLength(1);

    const listed = await get(t, `/api/v1/household/children/${child.playerId}/coach`, guardian.headers);
    expect(coachListSchema.parse(listed.json()).map((c) => c.teamName)).toEqual(['Enskede P12']);
    const team = await get(t, `/api/v1/player/manager/${coach.user.user.id}`, coach.user.headers);
    expect(team.json().map((p: { firstName: string }) => p.firstName)).toContain('Maja');
  });

  it('is for the child’s guardians only: another home, the coach and the child’s own login get 403', async () => {
    const guardian = await createGuardian(t);
    const child = await addChild(t, guardian);
    await giveCoachConsent(guardian, child.playerId);

    const stranger = await createGuardian(t);
    const other = await join(stranger.headers, child.playerId, coach.me.teamCode);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Access is denied');
    expect(
      (await get(t, `/api/v1/household/children/${child.playerId}/coach`, stranger.headers)).statusCode,
    ).toBe(403);
    expect((await join(coach.user.headers, child.playerId, coach.me.teamCode)).statusCode).toBe(403);

    const username = `team${child.playerId.slice(0, 6)}`;
    await call(t, 'PUT', `/api/v1/household/children/${child.playerId}/login`, guardian.headers, {
      username,
      pin: '402918',
    });
    const childHeaders = bearer((await passwordLogin(t, username, '402918')).json().access_token);
    expect((await joinTeam(t, childHeaders, coach.me.teamCode)).statusCode).toBe(403);
    expect((await join(childHeaders, child.playerId, coach.me.teamCode)).statusCode).toBe(403);
    expect(await memberships(child.playerId)).toEqual([]);
  });

  it('answers 404 for an unknown code and 400 for a malformed one; leaving and revoking COACH take the child out', async () => {
    const guardian = await createGuardian(t);
    const child = await addChild(t, guardian);
    const consent = (await giveCoachConsent(guardian, child.playerId)).json();

    const unknown = await join(guardian.headers, child.playerId, 'ZZZZ2222');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No team has this code');
    const malformed = await join(guardian.headers, child.playerId, 'not a code');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toBe('teamCode');

    expect((await join(guardian.headers, child.playerId, coach.me.teamCode)).statusCode).toBe(201);
    const left = await call(
      t,
      'DELETE',
      `/api/v1/household/children/${child.playerId}/coach/${coach.me.id}`,
      guardian.headers,
    );
    expect(left.statusCode).toBe(204);
    expect(await memberships(child.playerId)).toEqual([]);

    expect((await join(guardian.headers, child.playerId, coach.me.teamCode)).statusCode).toBe(201);
    await call(t, 'DELETE', `/api/v1/household/consents/${consent.id}`, guardian.headers);
    expect(await memberships(child.playerId)).toEqual([]);
    const again = await join(guardian.headers, child.playerId, coach.me.teamCode);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('Consent needed: COACH');
  });
});
