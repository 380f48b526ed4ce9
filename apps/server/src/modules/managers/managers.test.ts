import type { Role } from '@academy/contract';
import { errorBodySchema, managerSchema, userSchema } from '@academy/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/account-helpers.ts';
import { BAD_COACH_FIELDS } from '../../test/coach-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
});

afterAll(async () => {
  await t.close();
});

function payload(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    company: 'Stockholm Scouting AB',
    gender: 'FEMALE',
    userId,
    latitude: 59.3293,
    longitude: 18.0686,
    role: 'MANAGER',
    locationLabel: 'Stockholm, Sweden',
    ...overrides,
  };
}

function postManager(body: unknown, headers: { authorization: string } | Record<string, never>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/manager',
    headers,
    payload: body as object,
    remoteAddress: nextIp(),
  });
}

function getManager(_userId: string | null, headers: { authorization: string }) {
  return t.app.inject({ method: 'GET', url: '/api/v1/manager/me', headers });
}

function getTeam(userId: string, headers: { authorization: string }) {
  return t.app.inject({ method: 'GET', url: `/api/v1/player/manager/${userId}?language=en`, headers });
}

async function rolesOf(u: TestUser): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: u.headers });
  return userSchema.parse(res.json()).authorities;
}

async function newUser(authorities: Role[]): Promise<TestUser> {
  return createTestUser(t, { authorities });
}

describe('POST /api/v1/manager', () => {
  it('gives a user without a role ROLE_MANAGER and stores the manager record', async () => {
    const u = await newUser([]);
    const res = await postManager(payload(u.user.id, { company: '  Scouting   AB ' }), u.headers);
    expect(res.statusCode, res.body).toBe(201);
    const manager = managerSchema.parse(res.json());
    expect(manager).toEqual({
      id: expect.any(String),
      userId: u.user.id,
      company: 'Scouting AB',
      // A client written before team names (this payload has none) keeps working.
      teamName: null,
      teamAgeGroupId: null,
      gender: 'FEMALE',
      latitude: 59.3293,
      longitude: 18.0686,
      locationLabel: 'Stockholm, Sweden',
      role: 'MANAGER',
    });
    const me = userSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: u.headers })).json(),
    );
    expect(me).toMatchObject({ authorities: ['ROLE_MANAGER'], manager: true, player: false });
    const read = await getManager(u.user.id, u.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      ...manager,
      firstName: u.user.firstName,
      lastName: u.user.lastName,
      teamCode: expect.stringMatching(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/),
    });
  });

  it('accepts the role set through PUT /api/v1/user first, ROLE_MANAGER spelled out, and no role at all', async () => {
    const u = await newUser([]);
    const role = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: u.headers,
      payload: { id: u.user.id, role: 'MANAGER' },
    });
    expect(role.statusCode, role.body).toBe(200);
    const res = await postManager(
      payload(u.user.id, { role: 'ROLE_MANAGER', locationLabel: undefined }),
      u.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().locationLabel).toBeNull();
    expect(await rolesOf(u)).toEqual(['ROLE_MANAGER']);

    const v = await newUser([]);
    const noRole = await postManager(payload(v.user.id, { role: undefined }), v.headers);
    expect(noRole.statusCode, noRole.body).toBe(201);
  });

  it('replaces ROLE_PLAYER while the user has no player profile', async () => {
    const u = await newUser(['ROLE_PLAYER']);
    const res = await postManager(payload(u.user.id), u.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(await rolesOf(u)).toEqual(['ROLE_MANAGER']);
  });

  it('refuses a user who has a player profile (409) and changes nothing', async () => {
    const u = await newUser(['ROLE_PLAYER']);
    const player = await t.app.inject({
      method: 'POST',
      url: '/api/v1/player',
      headers: u.headers,
      remoteAddress: nextIp(),
      payload: {
        clubName: `Manager Test FC ${u.user.id.slice(0, 6)}`,
        dateOfBirth: '2010-04-01',
        gender: 'MALE',
        heightUnit: 'cm',
        heightValue: 170,
        weightUnit: 'kg',
        weightValue: 60,
        currentLocation: { longitude: 18.06, latitude: 59.33, city: 'Stockholm', country: 'Sweden' },
        nationality: 'SE',
        playerPositions: ['WING_BACK'],
        userId: u.user.id,
      },
    });
    expect(player.statusCode, player.body).toBe(201);
    const res = await postManager(payload(u.user.id), u.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([
      {
        field: 'userId',
        message: 'This user has a player profile and cannot become a manager',
        code: 'manager.isPlayer',
      },
    ]);
    expect(await rolesOf(u)).toEqual(['ROLE_PLAYER']);
    expect((await getManager(u.user.id, u.headers)).statusCode).toBe(404);
  });

  it('leaves other role changes to admins, and never makes an admin account a manager', async () => {
    const pub = await newUser(['ROLE_PUBLIC']);
    const self = await postManager(payload(pub.user.id), pub.headers);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('This user holds another role; only an admin can make them a manager');
    expect(await rolesOf(pub)).toEqual(['ROLE_PUBLIC']);

    const byAdmin = await postManager(payload(pub.user.id), admin.headers);
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(await rolesOf(pub)).toEqual(['ROLE_MANAGER']);

    const adminSelf = await postManager(payload(admin.user.id), admin.headers);
    expect(adminSelf.statusCode).toBe(403);
    expect(adminSelf.json().message).toBe('An admin account cannot become a manager');
    expect(await rolesOf(admin)).toEqual(['ROLE_ADMIN']);
  });

  it("refuses another user's id (403) and anonymous calls (401)", async () => {
    const owner = await newUser([]);
    const intruder = await newUser([]);
    const res = await postManager(payload(owner.user.id), intruder.headers);
    expect(res.statusCode).toBe(403);
    expect(await rolesOf(owner)).toEqual([]);
    expect(await rolesOf(intruder)).toEqual([]);
    expect((await postManager(payload(owner.user.id), {})).statusCode).toBe(401);
    const missing = await postManager(payload('00000000-0000-4000-8000-000000000002'), admin.headers);
    expect(missing.statusCode).toBe(404);
  });

  it('allows one manager record per user, also when posted several times at once', async () => {
    const u = await newUser([]);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        postManager(payload(u.user.id, { company: `Company ${i}` }), u.headers),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const conflictBody = results.find((r) => r.statusCode === 409)!.json();
    expect(conflictBody.message).toBe('This user already has a manager account');
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from managers where user_id = ${u.user.id}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    expect(Number(rows[0]!.n)).toBe(1);
    expect(await rolesOf(u)).toEqual(['ROLE_MANAGER']);
  });

  it('answers 400 with the field for bad and hostile values, and changes no role', async () => {
    const u = await newUser([]);
    const cases: [Record<string, unknown>, string][] = [
      ...BAD_COACH_FIELDS,
      [{ role: 'PLAYER' }, 'role'],
      [{ role: 'ADMIN' }, 'role'],
      [{ userId: 'me' }, 'userId'],
      [{ locationLabel: 'y'.repeat(201) }, 'locationLabel'],
    ];
    for (const [override, field] of cases) {
      const res = await postManager(payload(u.user.id, override), u.headers);
      expect(res.statusCode, `${JSON.stringify(override).slice(0, 60)}: ${res.body}`).toBe(400);
      expect(errorBodySchema.parse(res.json()).errors?.map((e) => e.field)).toContain(field);
    }
    expect(await rolesOf(u)).toEqual([]);
  });
});

describe('GET /api/v1/player/manager/{userId}', () => {
  it("answers 'Manager not found', 403 for another manager's team and the team to admins", async () => {
    const u = await newUser([]);
    const missing = await getTeam(u.user.id, u.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, error: 'Not Found', message: 'Manager not found' });
    expect((await getManager(u.user.id, u.headers)).json().message).toBe('Manager not found');

    const other = await newUser([]);
    expect((await postManager(payload(other.user.id), other.headers)).statusCode).toBe(201);
    expect((await getTeam(other.user.id, u.headers)).statusCode).toBe(403);
    expect((await getTeam(other.user.id, other.headers)).json()).toEqual([]);
    expect((await getTeam(other.user.id, admin.headers)).json()).toEqual([]);
    expect((await getTeam('nope', u.headers)).statusCode).toBe(400);
  });

  it('documents the manager calls in the API reference', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/manager'].post.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/v1/player/manager/{userId}'].get).toBeDefined();
  });
});
