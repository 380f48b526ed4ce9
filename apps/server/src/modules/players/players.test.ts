import { createRequire } from 'node:module';
import {
  COUNTRY_CODES,
  type CreatePlayerInput,
  dateOfBirthBounds,
  errorBodySchema,
  playerSchema,
  todayIsoDate,
  userSchema,
} from '@academy/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/account-helpers.ts';
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

const thisYear = new Date().getUTCFullYear();

function payload(userId: string, overrides: Record<string, unknown> = {}): CreatePlayerInput {
  return {
    clubName: `Hammarby IF ${userId.slice(0, 8)}`,
    dateOfBirth: `${thisYear - 12}-05-17`,
    gender: 'MALE',
    heightUnit: 'cm',
    heightValue: 152,
    weightUnit: 'kg',
    weightValue: 41.5,
    currentLocation: {
      longitude: 18.0686,
      latitude: 59.3293,
      city: 'Stockholm',
      country: 'Sweden',
      streetAddress: null,
    },
    nationality: 'SE',
    playerPositions: ['GOAL_KEEPER'],
    userId,
    // A 12-year-old: a guardian approves (the privacy module's tests cover that flow).
    guardianEmail: 'guardian@example.test',
    ...overrides,
  } as CreatePlayerInput;
}

function postPlayer(body: unknown, headers: { authorization: string } | Record<string, never>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/player',
    headers,
    payload: body as object,
    remoteAddress: nextIp(),
  });
}

function getPlayer(userId: string, headers: { authorization: string }) {
  return t.app.inject({ method: 'GET', url: `/api/v1/player/user/${userId}?language=sv`, headers });
}

async function newPlayerUser(): Promise<TestUser> {
  return createTestUser(t, { authorities: ['ROLE_PLAYER'] });
}

function fieldsOf(res: { json(): unknown }): string[] {
  return (errorBodySchema.parse(res.json()).errors ?? []).map((e) => e.field);
}

async function countRows(query: ReturnType<typeof sql>): Promise<number> {
  const result = await t.database.db.execute(query);
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as {
    n: number;
  }[];
  return Number(rows[0]!.n);
}

describe('POST /api/v1/player', () => {
  it('creates the player: the payload plus id, userId and the derived age group; the user is then a player', async () => {
    const u = await newPlayerUser();
    const club = await t.app.inject({
      method: 'POST',
      url: '/api/v1/club',
      headers: u.headers,
      payload: { name: `Djurgården ${u.user.id.slice(0, 6)}` },
      remoteAddress: nextIp(),
    });
    const body = payload(u.user.id, {
      clubId: club.json().id,
      clubName: club.json().name,
      nationality: 'se',
      playerPositions: ['CENTER_FORWARD'],
      heightValue: 152.44,
      currentLocation: {
        longitude: -8.61,
        latitude: 41.15,
        city: '  Porto ',
        country: 'Portugal',
        streetAddress: 'Rua  de Santa Catarina 1',
      },
    });
    const res = await postPlayer(body, u.headers);
    expect(res.statusCode, res.body).toBe(201);
    const player = playerSchema.parse(res.json());
    expect(player).toEqual({
      id: expect.any(String),
      userId: u.user.id,
      ageGroupId: 'U13',
      guardianApproval: 'PENDING',
      clubId: club.json().id,
      clubName: club.json().name,
      dateOfBirth: body.dateOfBirth,
      gender: 'MALE',
      heightUnit: 'cm',
      heightValue: 152.4,
      weightUnit: 'kg',
      weightValue: 41.5,
      currentLocation: {
        longitude: -8.61,
        latitude: 41.15,
        city: 'Porto',
        country: 'Portugal',
        streetAddress: 'Rua de Santa Catarina 1',
      },
      nationality: 'SE',
      playerPositions: ['CENTER_FORWARD'],
    });

    const read = await getPlayer(u.user.id, u.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(player);
    const me = userSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: u.headers })).json(),
    );
    expect(me.player).toBe(true);
  });

  it('derives the age group from the age reached in the current calendar year', async () => {
    const today = todayIsoDate();
    const cases: [string, string][] = [
      [today, 'U7'],
      [`${thisYear - 6}-01-01`, 'U7'],
      [`${thisYear - 7}-12-31`, 'U8'],
      [`${thisYear - 11}-12-31`, 'U12'],
      [`${thisYear - 11}-01-01`, 'U12'],
      [`${thisYear - 18}-06-30`, 'U19'],
      [`${thisYear - 19}-12-31`, 'SENIOR'],
      [dateOfBirthBounds(today).min, 'SENIOR'],
    ];
    for (const [dateOfBirth, ageGroupId] of cases) {
      const u = await newPlayerUser();
      const res = await postPlayer(payload(u.user.id, { dateOfBirth }), u.headers);
      expect(res.statusCode, `${dateOfBirth}: ${res.body}`).toBe(201);
      expect(res.json().ageGroupId, dateOfBirth).toBe(ageGroupId);
    }
  });

  it('adds the club named by clubName alone, and reuses one that differs only in case or spacing', async () => {
    const name = `IFK Onboarding ${Date.now()}`;
    const first = await newPlayerUser();
    const a = await postPlayer(payload(first.user.id, { clubName: `  ${name}  ` }), first.headers);
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().clubName).toBe(name);
    expect(a.json().clubId).toEqual(expect.any(String));

    const second = await newPlayerUser();
    const b = await postPlayer(
      payload(second.user.id, { clubName: name.toUpperCase().replace(/ /g, '   ') }),
      second.headers,
    );
    expect(b.statusCode, b.body).toBe(201);
    expect(b.json()).toMatchObject({ clubId: a.json().clubId, clubName: name });
    expect(
      await countRows(sql`select count(*)::int as n from clubs where name_key = ${name.toLowerCase()}`),
    ).toBe(1);
  });

  it("stores the existing club's own name when clubId is given", async () => {
    const u = await newPlayerUser();
    const club = await t.app.inject({
      method: 'POST',
      url: '/api/v1/club',
      headers: u.headers,
      payload: { name: `AIK ${u.user.id.slice(0, 6)}` },
      remoteAddress: nextIp(),
    });
    const res = await postPlayer(
      payload(u.user.id, { clubId: club.json().id, clubName: 'something else' }),
      u.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ clubId: club.json().id, clubName: club.json().name });
  });

  it('refuses an unknown club id and a payload with no club at all', async () => {
    const u = await newPlayerUser();
    const unknown = await postPlayer(
      payload(u.user.id, { clubId: '00000000-0000-4000-8000-000000000000', clubName: undefined }),
      u.headers,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'clubId', message: 'Club not found', code: 'player.clubNotFound' },
    ]);

    for (const club of [{ clubName: undefined }, { clubName: '   ' }, { clubId: null, clubName: null }]) {
      const res = await postPlayer(payload(u.user.id, club), u.headers);
      expect(res.statusCode, JSON.stringify(club)).toBe(400);
      expect(fieldsOf(res)).toEqual(['clubId']);
    }
    expect((await getPlayer(u.user.id, u.headers)).statusCode).toBe(404);
  });

  it('answers 400 with the field for bad and hostile values, and stores nothing', async () => {
    const u = await newPlayerUser();
    const today = todayIsoDate();
    const tomorrow = todayIsoDate(new Date(Date.now() + 24 * 3600 * 1000));
    const { min } = dateOfBirthBounds(today);
    const dayBeforeMin = new Date(`${min}T00:00:00Z`);
    dayBeforeMin.setUTCDate(dayBeforeMin.getUTCDate() - 1);
    const location = payload(u.user.id).currentLocation;
    const cases: [Record<string, unknown>, string][] = [
      [{ dateOfBirth: tomorrow }, 'dateOfBirth'],
      [{ dateOfBirth: `${thisYear + 5}-01-01` }, 'dateOfBirth'],
      [{ dateOfBirth: dayBeforeMin.toISOString().slice(0, 10) }, 'dateOfBirth'],
      [{ dateOfBirth: '1900-01-01' }, 'dateOfBirth'],
      [{ dateOfBirth: `${thisYear - 12}-02-30` }, 'dateOfBirth'],
      [{ dateOfBirth: '17/05/2014' }, 'dateOfBirth'],
      [{ dateOfBirth: `${thisYear - 12}-05-17T00:00:00Z` }, 'dateOfBirth'],
      [{ dateOfBirth: undefined }, 'dateOfBirth'],
      [{ weightValue: -40 }, 'weightValue'],
      [{ weightValue: 0 }, 'weightValue'],
      [{ weightValue: 9.9 }, 'weightValue'],
      [{ weightValue: 251 }, 'weightValue'],
      [{ weightValue: '40' }, 'weightValue'],
      [{ weightValue: undefined }, 'weightValue'],
      [{ heightValue: -150 }, 'heightValue'],
      [{ heightValue: 49 }, 'heightValue'],
      [{ heightValue: 1e6 }, 'heightValue'],
      [{ heightUnit: 'in' }, 'heightUnit'],
      [{ weightUnit: 'lb' }, 'weightUnit'],
      [{ playerPositions: ['STRIKER'] }, 'playerPositions.0'],
      [{ playerPositions: ['goal_keeper'] }, 'playerPositions.0'],
      [{ playerPositions: [] }, 'playerPositions'],
      [{ playerPositions: ['GOAL_KEEPER', 'CENTER_BACK'] }, 'playerPositions'],
      [{ playerPositions: 'GOAL_KEEPER' }, 'playerPositions'],
      [{ gender: 'OTHER' }, 'gender'],
      [{ gender: undefined }, 'gender'],
      [{ currentLocation: { ...location, longitude: 0 } }, 'currentLocation.longitude'],
      [{ currentLocation: { ...location, longitude: 180.5 } }, 'currentLocation.longitude'],
      [{ currentLocation: { ...location, latitude: -91 } }, 'currentLocation.latitude'],
      [{ currentLocation: { ...location, latitude: '59.3' } }, 'currentLocation.latitude'],
      [{ currentLocation: { ...location, city: 'x'.repeat(201) } }, 'currentLocation.city'],
      [{ currentLocation: { ...location, country: 'Swe\u0000den' } }, 'currentLocation.country'],
      [{ currentLocation: { ...location, streetAddress: 'a\u202Eb' } }, 'currentLocation.streetAddress'],
      [{ currentLocation: undefined }, 'currentLocation'],
      [{ nationality: 'XX' }, 'nationality'],
      [{ nationality: 'SWE' }, 'nationality'],
      [{ nationality: '' }, 'nationality'],
      [{ nationality: 46 }, 'nationality'],
      [{ clubName: 'x'.repeat(101) }, 'clubName'],
      [{ clubName: 'x'.repeat(100_000) }, 'clubName'],
      [{ clubName: 'FC\u200BHidden' }, 'clubName'],
      [{ clubId: 'not-a-uuid' }, 'clubId'],
      [{ userId: 'not-a-uuid' }, 'userId'],
      [{ userId: undefined }, 'userId'],
    ];
    for (const [override, field] of cases) {
      const res = await postPlayer(payload(u.user.id, override), u.headers);
      expect(res.statusCode, `${JSON.stringify(override).slice(0, 80)}: ${res.body}`).toBe(400);
      const body = errorBodySchema.parse(res.json());
      expect(
        body.errors?.map((e) => e.field),
        JSON.stringify(override).slice(0, 80),
      ).toContain(field);
      expect(res.body).not.toMatch(/insert|select|constraint|stack/i);
    }
    for (const raw of ['', 'null', '[]', '{"userId":', '"player"']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/player',
        headers: { ...u.headers, 'content-type': 'application/json' },
        payload: raw,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, raw).toBe(400);
    }
    expect((await getPlayer(u.user.id, u.headers)).statusCode).toBe(404);
  });

  it('keeps SQL-looking and non-Latin text as plain text', async () => {
    const u = await newPlayerUser();
    const city = "Robert'); DROP TABLE players;--";
    const res = await postPlayer(
      payload(u.user.id, {
        clubName: `Ферма «Зенит» ${u.user.id.slice(0, 4)}`,
        currentLocation: { longitude: 139.69, latitude: 35.69, city, country: '日本', streetAddress: null },
        nationality: 'jp',
      }),
      u.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().currentLocation).toMatchObject({ city, country: '日本' });
    expect((await getPlayer(u.user.id, u.headers)).json().currentLocation.city).toBe(city);
  });

  it('lets only the user themself or an admin create the player', async () => {
    const owner = await newPlayerUser();
    const intruder = await newPlayerUser();
    const denied = await postPlayer(payload(owner.user.id), intruder.headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ status: 403, error: 'Forbidden' });
    expect((await postPlayer(payload(owner.user.id), {})).statusCode).toBe(401);
    expect(
      (await postPlayer(payload(owner.user.id), { authorization: 'Bearer not-a-real-token' })).statusCode,
    ).toBe(401);
    expect((await getPlayer(owner.user.id, owner.headers)).statusCode).toBe(404);

    const byAdmin = await postPlayer(payload(owner.user.id), admin.headers);
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(byAdmin.json().userId).toBe(owner.user.id);
    const missing = await postPlayer(payload('00000000-0000-4000-8000-000000000001'), admin.headers);
    expect(missing.statusCode).toBe(404);
  });

  it('needs a user holding ROLE_PLAYER', async () => {
    for (const authorities of [[], ['ROLE_MANAGER'], ['ROLE_PUBLIC']] as const) {
      const u = await createTestUser(t, { authorities: [...authorities] });
      const res = await postPlayer(payload(u.user.id), u.headers);
      expect(res.statusCode, authorities.join()).toBe(403);
      expect(res.json()).toMatchObject({
        message: 'Only a user with the role PLAYER can have a player profile',
        errors: [{ field: 'userId' }],
      });
    }
  });

  it('allows one player per user: a second is a 409 and leaves no new club behind', async () => {
    const u = await newPlayerUser();
    expect((await postPlayer(payload(u.user.id), u.headers)).statusCode).toBe(201);
    const clubName = `Never Stored FC ${Date.now()}`;
    const again = await postPlayer(payload(u.user.id, { clubName, gender: 'FEMALE' }), u.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 409,
      error: 'Conflict',
      errors: [
        { field: 'userId', message: 'This user already has a player profile', code: 'player.playerExists' },
      ],
    });
    expect(
      await countRows(sql`select count(*)::int as n from clubs where name_key = ${clubName.toLowerCase()}`),
    ).toBe(0);
    expect((await getPlayer(u.user.id, u.headers)).json().gender).toBe('MALE');
  });

  it('creates exactly one player when the same user posts several times at once', async () => {
    const u = await newPlayerUser();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => postPlayer(payload(u.user.id, { weightValue: 40 + i }), u.headers)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expect(await countRows(sql`select count(*)::int as n from players where user_id = ${u.user.id}`)).toBe(1);
  });
});

describe('GET /api/v1/player/user/{userId}', () => {
  it("answers 'Player not found' for a user without one, 403 for another user's, 400 for a bad id", async () => {
    const u = await newPlayerUser();
    const missing = await getPlayer(u.user.id, u.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, message: 'Player not found' });

    const other = await newPlayerUser();
    expect((await postPlayer(payload(other.user.id), other.headers)).statusCode).toBe(201);
    expect((await getPlayer(other.user.id, u.headers)).statusCode).toBe(403);
    const byAdmin = await getPlayer(other.user.id, admin.headers);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().userId).toBe(other.user.id);

    const bad = await t.app.inject({
      method: 'GET',
      url: "/api/v1/player/user/1' or '1'='1",
      headers: u.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/player/user/${u.user.id}` })).statusCode).toBe(
      401,
    );
  });
});

describe('reference data', () => {
  it('knows the same ISO 3166-1 alpha-2 codes as i18n-iso-countries', () => {
    const require = createRequire(import.meta.url);
    const codes = (require('i18n-iso-countries/codes.json') as string[][]).map((row) => row[0]).sort();
    expect([...COUNTRY_CODES]).toEqual(codes);
  });

  it('documents the player calls in the API reference', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/player'].post.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(doc.paths['/api/v1/player'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '403', '409']),
    );
    expect(doc.paths['/api/v1/player/user/{userId}'].get).toBeDefined();
  });
});
