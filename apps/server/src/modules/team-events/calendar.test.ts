import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoach, joinTeam, type TestCoach } from '../../test/coach-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { call } from '../../test/household-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { createTestPlayer } from '../../test/player-factory.ts';

let t: TestApp;
let coach: TestCoach;
let player: TestUser & { playerId: string };
let stranger: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
  coach = await createCoach(t, admin, { firstName: 'Carla', lastName: 'Coachsurname' });
  const user = await createTestUser(t, { firstName: 'Maja', lastName: 'Playersurname' });
  player = { ...user, playerId: (await createTestPlayer(t, user.user.id)).id };
  stranger = await createTestUser(t);
  await createTestPlayer(t, stranger.user.id);
  expect((await joinTeam(t, player.headers, coach.me.teamCode)).statusCode).toBe(201);
  const now = t.clock.now().getTime();
  const res = await call(t, 'POST', '/api/v1/manager/me/events', coach.user.headers, {
    title: 'Evening training',
    startsAt: new Date(now + 86_400_000).toISOString(),
    endsAt: new Date(now + 90_000_000).toISOString(),
    place: 'Field 3',
  });
  expect(res.statusCode, res.body).toBe(201);
});

afterAll(async () => {
  await t?.close();
});

const feedPath = (url: string) => new URL(url).pathname;

describe('calendar feeds', () => {
  it("a player's private feed: text/calendar, the trainings, no surnames; the link is stable until renewed", async () => {
    const link = await call(t, 'GET', `/api/v1/player/${player.playerId}/calendar-link`, player.headers);
    expect(link.statusCode, link.body).toBe(200);
    const { url } = link.json();
    expect(url).toMatch(/\/api\/v1\/calendar\/[\w-]{40,}\.ics$/);
    const again = await call(t, 'GET', `/api/v1/player/${player.playerId}/calendar-link`, player.headers);
    expect(again.json().url).toBe(url);

    const feed = await t.app.inject({ method: 'GET', url: feedPath(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain('SUMMARY:Evening training');
    expect(feed.body).toContain('LOCATION:Field 3');
    expect(feed.body).toContain('Maja');
    expect(feed.body).not.toContain('Playersurname');
    expect(feed.body).not.toContain('Coachsurname');
    // Only the hash of the token is stored.
    const token = url.split('/').pop()!.replace('.ics', '');
    const stored = await t.database.db.execute(sql`select * from calendar_feeds`);
    expect(JSON.stringify(stored)).not.toContain(token);

    const renewed = await call(t, 'POST', `/api/v1/player/${player.playerId}/calendar-link`, player.headers);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().url).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: feedPath(url) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: feedPath(renewed.json().url) })).statusCode).toBe(200);
  });

  it("the coach's feed; nobody else gets a player's link", async () => {
    const link = await call(t, 'GET', '/api/v1/manager/me/calendar-link', coach.user.headers);
    expect(link.statusCode).toBe(200);
    const feed = await t.app.inject({ method: 'GET', url: feedPath(link.json().url) });
    expect(feed.body).toContain('SUMMARY:Evening training');
    expect(feed.body).not.toContain('surname');
    expect(
      (await call(t, 'GET', `/api/v1/player/${player.playerId}/calendar-link`, stranger.headers)).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'GET', `/api/v1/player/${player.playerId}/calendar-link`, coach.user.headers))
        .statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', '/api/v1/manager/me/calendar-link', player.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/calendar/not-a-token.ics' })).statusCode).toBe(
      404,
    );
  });
});
