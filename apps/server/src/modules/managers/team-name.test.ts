import { coachListSchema, managerMeSchema } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/account-helpers.ts';
import { get, joinTeam } from '../../test/coach-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { createTestPlayer } from '../../test/player-factory.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

/** A grassroots coach's setup: a team name and age group, no company. */
async function setUpCoach(body: Record<string, unknown>) {
  const user = await createTestUser(t, { authorities: [], firstName: 'Greta', lastName: 'Grass' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/manager',
    headers: user.headers,
    remoteAddress: nextIp(),
    payload: { gender: 'FEMALE', userId: user.user.id, latitude: 59.33, longitude: 18.06, ...body },
  });
  return { user, res };
}

function putMe(headers: TestUser['headers'], body: object) {
  return t.app.inject({ method: 'PUT', url: '/api/v1/manager/me', headers, payload: body });
}

describe('a coach names the team and its age group; the company is optional', () => {
  it('sets up without a company; the coach, the players and the join link see the team name', async () => {
    const { user, res } = await setUpCoach({ teamName: '  Bagarmossen   P12 ', teamAgeGroupId: 'U12' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ company: null, teamName: 'Bagarmossen P12', teamAgeGroupId: 'U12' });
    const me = managerMeSchema.parse((await get(t, '/api/v1/manager/me', user.headers)).json());
    expect(me).toMatchObject({ teamName: 'Bagarmossen P12', teamAgeGroupId: 'U12', company: null });

    const check = await t.app.inject({ method: 'GET', url: `/api/v1/team-code/${me.teamCode}` });
    expect(check.json()).toEqual({ coachName: 'Greta Grass', teamName: 'Bagarmossen P12' });
    const player = await createTestUser(t);
    await createTestPlayer(t, player.user.id);
    expect((await joinTeam(t, player.headers, me.teamCode)).statusCode).toBe(201);
    const coaches = coachListSchema.parse((await get(t, '/api/v1/player/coach', player.headers)).json());
    expect(coaches).toEqual([
      { managerId: me.id, firstName: 'Greta', lastName: 'Grass', company: null, teamName: 'Bagarmossen P12' },
    ]);
  });

  it('an empty company is none; a team name or age group that is wrong is a 400 on its field', async () => {
    const blank = await setUpCoach({ company: '   ', teamName: 'P12', teamAgeGroupId: 'U12' });
    expect(blank.res.statusCode, blank.res.body).toBe(201);
    expect(blank.res.json().company).toBeNull();
    const noName = await setUpCoach({ teamName: '', teamAgeGroupId: 'U12' });
    expect(noName.res.statusCode).toBe(400);
    expect(noName.res.json().errors).toEqual([
      { field: 'teamName', message: 'Team name is required', code: 'manager.teamNameRequired' },
    ]);
    const badGroup = await setUpCoach({ teamName: 'P12', teamAgeGroupId: 'U3' });
    expect(badGroup.res.statusCode).toBe(400);
    expect(badGroup.res.json().errors[0]).toMatchObject({
      field: 'teamAgeGroupId',
      message: 'Choose one of the age groups',
    });
  });

  it('a correction from an old client (no team fields) keeps the team; a new one changes it', async () => {
    const { user } = await setUpCoach({ teamName: 'P12', teamAgeGroupId: 'U12' });
    const place = { gender: 'FEMALE', latitude: 57.7, longitude: 11.97 };
    const old = await putMe(user.headers, { ...place, company: 'Fotboll AB' });
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json()).toMatchObject({ company: 'Fotboll AB', teamName: 'P12', teamAgeGroupId: 'U12' });
    const renamed = await putMe(user.headers, { ...place, teamName: 'P13 Blå', teamAgeGroupId: 'U13' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ company: null, teamName: 'P13 Blå', teamAgeGroupId: 'U13' });
  });
});
