import { errorBodySchema, managerMeSchema } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_COACH_FIELDS, createCoach, get, joinTeam } from '../../test/coach-helpers.ts';
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

async function createPlayerUser(): Promise<TestUser> {
  const user = await createTestUser(t);
  await createTestPlayer(t, user.user.id);
  return user;
}

const CORRECTED = {
  company: 'Göteborg Fotboll AB',
  gender: 'MALE',
  latitude: 57.7089,
  longitude: 11.9746,
  locationLabel: 'Göteborg, Sweden',
};

function putMe(headers: { authorization: string } | Record<string, never>, body: unknown) {
  return t.app.inject({ method: 'PUT', url: '/api/v1/manager/me', headers, payload: body as object });
}

describe('PUT /api/v1/manager/me (a coach corrects company, gender and place)', () => {
  it('rewrites the record, keeps the team code, and the coach and their players see the new values', async () => {
    const coach = await createCoach(t, admin);
    const player = await createPlayerUser();
    expect((await joinTeam(t, player.headers, coach.me.teamCode)).statusCode).toBe(201);

    const res = await putMe(coach.user.headers, { ...CORRECTED, company: '  Göteborg   Fotboll AB ' });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { ...coach.me, ...CORRECTED };
    expect(managerMeSchema.parse(res.json())).toEqual(expected);
    expect((await get(t, '/api/v1/manager/me', coach.user.headers)).json()).toEqual(expected);
    const coaches = await get(t, '/api/v1/player/coach', player.headers);
    expect(coaches.json()).toEqual([expect.objectContaining({ company: 'Göteborg Fotboll AB' })]);
    // The role and the user's flags are untouched.
    const user = await get(t, '/api/v1/user', coach.user.headers);
    expect(user.json()).toMatchObject({ authorities: ['ROLE_MANAGER'], manager: true, player: false });
  });

  it('leaves a place sent without its label unlabelled, and ignores a userId in the body', async () => {
    const coach = await createCoach(t, admin);
    const other = await createCoach(t, admin);
    const { locationLabel: _label, ...withoutLabel } = CORRECTED;
    const res = await putMe(coach.user.headers, { ...withoutLabel, userId: other.user.user.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      userId: coach.user.user.id,
      company: CORRECTED.company,
      locationLabel: null,
    });
    expect((await get(t, '/api/v1/manager/me', other.user.headers)).json()).toEqual(other.me);
  });

  it('answers 400 with the field for bad and hostile values, and changes nothing', async () => {
    const coach = await createCoach(t, admin);
    const cases: [Record<string, unknown>, string][] = [
      ...BAD_COACH_FIELDS,
      [{ locationLabel: 'y'.repeat(201) }, 'locationLabel'],
    ];
    for (const [override, field] of cases) {
      const res = await putMe(coach.user.headers, { ...CORRECTED, ...override });
      expect(res.statusCode, `${JSON.stringify(override).slice(0, 60)}: ${res.body}`).toBe(400);
      const body = errorBodySchema.parse(res.json());
      const error = body.errors?.find((e) => e.field === field);
      expect(error?.message, res.body).toBeTruthy();
    }
    const blank = await putMe(coach.user.headers, { ...CORRECTED, teamName: ' ' });
    expect(blank.json().errors).toEqual([
      { field: 'teamName', message: 'Team name is required', code: 'manager.teamNameRequired' },
    ]);
    expect((await get(t, '/api/v1/manager/me', coach.user.headers)).json()).toEqual(coach.me);
  });

  it('is only for a manager correcting themself: 404 without a record (also for admins), 401 signed out', async () => {
    const player = await createPlayerUser();
    const none = await putMe(player.headers, CORRECTED);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Manager not found');
    expect((await putMe(admin.headers, CORRECTED)).statusCode).toBe(404);
    expect((await putMe({}, CORRECTED)).statusCode).toBe(401);
  });

  it('is documented in the API reference', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const put = doc.paths['/api/v1/manager/me'].put;
    expect(put.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(put.requestBody.content['application/json'].schema.properties).sort()).toEqual([
      'company',
      'gender',
      'latitude',
      'locationLabel',
      'longitude',
      'teamAgeGroupId',
      'teamName',
    ]);
  });
});
