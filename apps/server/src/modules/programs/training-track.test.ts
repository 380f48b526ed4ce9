import type { TrainingSession } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { createTrainee, progressOf, sessionsOf } from '../../test/training-helpers.ts';
import { headingWaitUntil } from './progress.service.ts';

describe('the goalkeeper track and the heading rhythm', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const track = (who: { headers: Record<string, string> }, playerId: string, body?: object) =>
    t.app.inject({
      method: body ? 'PUT' : 'GET',
      url: `/api/v1/player/${playerId}/training-track`,
      headers: who.headers,
      ...(body ? { payload: body } : {}),
    });
  const titles = (sessions: TrainingSession[]) => sessions.map((s) => s.title);

  it('a keeper chooses the track and gets keeper sessions instead of outfield ones; the position does not choose it', async () => {
    const trainee = await createTrainee(t, { ageGroupId: 'U10' });
    const playerId = trainee.player.id;
    expect((await track(trainee.user, playerId)).json()).toEqual({ playerId, track: 'OUTFIELD' });
    const firstPhase = trainee.phases[0]!.id;
    const outfield = await sessionsOf(t, trainee, firstPhase);
    expect(outfield.every((s) => s.track !== 'GOALKEEPER')).toBe(true);
    expect(titles(outfield)).toContain('Taming high balls');

    const chosen = await track(trainee.user, playerId, { track: 'GOALKEEPER' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ playerId, track: 'GOALKEEPER' });
    const keeper = await sessionsOf(t, trainee, firstPhase, 'pt');
    expect(titles(keeper)).toContain('Guarda-redes: mãos seguras');
    expect(keeper.some((s) => s.track === 'OUTFIELD')).toBe(false);
    expect(keeper.map((s) => s.order)).toEqual(keeper.map((_, i) => i + 1));
    const progress = await progressOf(t, trainee);
    expect(progress.track).toBe('GOALKEEPER');
    expect(progress.phases[0]!.sessionsTotal).toBe(keeper.length);

    // Only the player (or an admin) chooses; a bad track is a 400 naming the field.
    const stranger = await createTestUser(t);
    expect((await track(stranger, playerId, { track: 'GOALKEEPER' })).statusCode).toBe(403);
    expect((await track(stranger, playerId)).statusCode).toBe(403);
    const bad = await track(trainee.user, playerId, { track: 'STRIKER' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('track');
    expect((await track(trainee.user, playerId)).json().track).toBe('GOALKEEPER');
  });

  it('shows every session’s headers, space, partner and solo alternative; no session up to U11 asks for a header', async () => {
    const trainee = await createTrainee(t, { ageGroupId: 'U11' });
    for (const phase of trainee.phases) {
      for (const session of await sessionsOf(t, trainee, phase.id)) {
        expect(session.headers, session.title).toBe(0);
        expect(session.steps[0], session.title).toMatch(/^Warm[- ]?up/);
        expect(session.steps.at(-1), session.title).toMatch(/^Cool[- ]?down/);
        expect(['ROOM', 'GARDEN', 'PARK', 'PITCH', 'GYM']).toContain(session.space);
        expect(session.needsPartner).toBe(session.equipment.includes('A partner'));
      }
    }
    expect((await progressOf(t, trainee)).headingWaitUntil).toBeNull();
  });

  it('tells a player who did a heading session to wait: a week from U13, a month at U12', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    const done = [
      { completedAt: new Date('2026-05-01T10:00:00Z'), headers: 0 },
      { completedAt: new Date('2026-05-08T10:00:00Z'), headers: 10 },
    ];
    expect(headingWaitUntil('U14', done, now)?.toISOString()).toBe('2026-05-15T10:00:00.000Z');
    expect(headingWaitUntil('U12', done, now)?.toISOString()).toBe('2026-06-05T10:00:00.000Z');
    expect(headingWaitUntil('U14', done, new Date('2026-05-16T00:00:00Z'))).toBeNull();
    expect(headingWaitUntil('U10', done, now)).toBeNull();
    expect(headingWaitUntil('U14', [done[0]!], now)).toBeNull();
  });
});
