import { coachListSchema, managerMeSchema, userSchema } from '@academy/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/account-helpers.ts';
import { createCoach, get, joinTeam } from '../../test/coach-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { createTestPlayer } from '../../test/player-factory.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
});

afterAll(async () => {
  await t.close();
});

async function newPlayer(): Promise<TestUser & { playerId: string }> {
  const user = await createTestUser(t);
  const player = await createTestPlayer(t, user.user.id);
  return { ...user, playerId: player.id };
}

const CODE = /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/;

describe('becoming a coach', () => {
  it('an admin sets MANAGER; the user is routed to the manager setup, then has a team code', async () => {
    const user = await createTestUser(t, { authorities: ['ROLE_PLAYER'] });
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: admin.headers,
      payload: { id: user.user.id, role: 'MANAGER' },
    });
    expect(set.statusCode, set.body).toBe(200);
    // Routing rule 4: exactly one authority, a manager without a manager record.
    expect(userSchema.parse(set.json())).toMatchObject({ authorities: ['ROLE_MANAGER'], manager: false });
    expect((await get(t, '/api/v1/manager/me', user.headers)).statusCode).toBe(404);
    // Only an admin makes a coach: the user cannot do it to another user, nor to themself once they hold a role.
    const self = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: (await newPlayer()).headers,
      payload: { id: user.user.id, role: 'MANAGER' },
    });
    expect(self.statusCode).toBe(403);
  });

  it('a player made a coach by an admin can finish the manager setup', async () => {
    const player = await newPlayer();
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: admin.headers,
      payload: { id: player.user.id, role: 'MANAGER' },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/manager',
      headers: player.headers,
      remoteAddress: nextIp(),
      payload: { company: 'Club', gender: 'MALE', userId: player.user.id, latitude: 59, longitude: 18 },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
});

describe('team codes', () => {
  it('are 8 characters without look-alikes, stable between reads, and a new one kills the old', async () => {
    const coach = await createCoach(t, admin, { firstName: 'Carla', lastName: 'Coach' });
    expect(managerMeSchema.parse(coach.me)).toMatchObject({ firstName: 'Carla', lastName: 'Coach' });
    expect(coach.me.teamCode).toMatch(CODE);
    expect((await get(t, '/api/v1/manager/me', coach.user.headers)).json().teamCode).toBe(coach.me.teamCode);

    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/manager/me/team-code',
      headers: coach.user.headers,
    });
    expect(renewed.statusCode).toBe(200);
    const newCode = renewed.json().teamCode as string;
    expect(newCode).toMatch(CODE);
    expect(newCode).not.toBe(coach.me.teamCode);

    // A join link says before sign-up (no token) whether its code still works.
    const check = (code: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/team-code/${code}`, remoteAddress: nextIp() });
    expect((await check(coach.me.teamCode)).statusCode).toBe(404);
    expect((await check(newCode.toLowerCase())).json()).toEqual({
      coachName: 'Carla Coach',
      teamName: 'Hammarby P14',
    });

    const player = await newPlayer();
    const old = await joinTeam(t, player.headers, coach.me.teamCode);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe('No team has this code');
    expect((await joinTeam(t, player.headers, newCode)).statusCode).toBe(201);
  });

  it('two first reads at once give one code', async () => {
    const coach = await createCoach(t, admin);
    await t.database.db.execute(
      // Back to a manager from before team codes existed.
      (await import('drizzle-orm'))
        .sql`update managers set team_code = null where user_id = ${coach.user.user.id}`,
    );
    const reads = await Promise.all(
      Array.from({ length: 4 }, () => get(t, '/api/v1/manager/me', coach.user.headers)),
    );
    const codes = new Set(reads.map((r) => r.json().teamCode));
    expect(codes.size).toBe(1);
    expect([...codes][0]).toMatch(CODE);
  });

  it('only a manager has one (404 Manager not found)', async () => {
    const player = await newPlayer();
    expect((await get(t, '/api/v1/manager/me', player.headers)).json()).toMatchObject({
      status: 404,
      message: 'Manager not found',
    });
    const renew = await t.app.inject({
      method: 'POST',
      url: '/api/v1/manager/me/team-code',
      headers: player.headers,
    });
    expect(renew.statusCode).toBe(404);
  });
});

describe('joining and leaving teams', () => {
  it('a player joins by code (any case, spaces, dashes), twice is harmless, several coaches, and leaves', async () => {
    const first = await createCoach(t, admin, { firstName: 'Ana', lastName: 'First' });
    const second = await createCoach(t, admin, { firstName: 'Bo', lastName: 'Second' });
    const player = await newPlayer();

    const typed = `${first.me.teamCode.slice(0, 4).toLowerCase()}-${first.me.teamCode.slice(4)} `;
    const joined = await joinTeam(t, player.headers, typed);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toEqual({
      managerId: first.me.id,
      firstName: 'Ana',
      lastName: 'First',
      company: 'Coaching AB',
      teamName: 'Hammarby P14',
    });
    const again = await joinTeam(t, player.headers, first.me.teamCode);
    expect(again.statusCode).toBe(200);
    const both = await Promise.all([
      joinTeam(t, player.headers, second.me.teamCode),
      joinTeam(t, player.headers, second.me.teamCode),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);

    const coaches = coachListSchema.parse((await get(t, '/api/v1/player/coach', player.headers)).json());
    expect(coaches.map((c) => c.lastName)).toEqual(['First', 'Second']);

    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/player/coach/${first.me.id}`,
      headers: player.headers,
    });
    expect(left.statusCode).toBe(204);
    const leftAgain = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/player/coach/${first.me.id}`,
      headers: player.headers,
    });
    expect(leftAgain.statusCode).toBe(204);
    expect((await get(t, '/api/v1/player/coach', player.headers)).json()).toEqual([
      expect.objectContaining({ lastName: 'Second' }),
    ]);
    const team = await get(t, `/api/v1/player/manager/${first.user.user.id}`, first.user.headers);
    expect(team.json()).toEqual([]);
  });

  it('a player under 16 joins only once a guardian has approved (403 Guardian approval needed)', async () => {
    const coach = await createCoach(t, admin, { firstName: 'Gia', lastName: 'Guard' });
    const child = await newPlayer();
    const setApproval = (state: 'PENDING' | 'APPROVED') =>
      t.database.db.execute(
        sql`update players set guardian_approval = ${state} where id = ${child.playerId}`,
      );
    await setApproval('PENDING');
    const refused = await joinTeam(t, child.headers, coach.me.teamCode);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Guardian approval needed');
    expect((await get(t, '/api/v1/player/coach', child.headers)).json()).toEqual([]);
    await setApproval('APPROVED');
    expect((await joinTeam(t, child.headers, coach.me.teamCode)).statusCode).toBe(201);
  });

  it('refuses a bad code with the field, a non-player, and no token', async () => {
    const player = await newPlayer();
    const bad = await joinTeam(t, player.headers, 'ABC0O1IL');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'teamCode', message: 'A team code has 8 letters and digits', code: 'coach.teamCodeInvalid' },
    ]);
    expect((await joinTeam(t, player.headers, 42)).statusCode).toBe(400);

    const coach = await createCoach(t, admin);
    const other = await createCoach(t, admin);
    const self = await joinTeam(t, coach.user.headers, other.me.teamCode);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('Only a player can join a team');
    expect((await get(t, '/api/v1/player/coach', coach.user.headers)).statusCode).toBe(403);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/player/coach',
      payload: { teamCode: coach.me.teamCode },
    });
    expect(anonymous.statusCode).toBe(401);
    const badId = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/player/coach/nope',
      headers: player.headers,
    });
    expect(badId.statusCode).toBe(400);
  });

  it('limits guesses per account: every try counts, right or wrong, then even the right code is 429', async () => {
    const coach = await createCoach(t, admin);
    const player = await newPlayer();
    for (let i = 0; i < 9; i++) {
      expect((await joinTeam(t, player.headers, 'ZZZZZZZZ')).statusCode).toBe(404);
    }
    expect((await joinTeam(t, player.headers, 'bad')).statusCode).toBe(400);
    const limited = await joinTeam(t, player.headers, coach.me.teamCode);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(t, '/api/v1/player/coach', player.headers)).json()).toEqual([]);
  });

  it('limits guesses per address', async () => {
    const remoteAddress = nextIp();
    const statuses: number[] = [];
    const players = await Promise.all(Array.from({ length: 4 }, () => newPlayer()));
    for (let i = 0; i < 31; i++) {
      const headers = players[i % 4]!.headers;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/player/coach',
        headers,
        remoteAddress,
        payload: { teamCode: 'ZZZZZZZZ' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
