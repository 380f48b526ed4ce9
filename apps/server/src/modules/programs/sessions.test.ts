import {
  LANGUAGES,
  type TrainingProgram,
  type TrainingProgramBlock,
  type TrainingSession,
} from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTrainingSessions } from '../../db/seed-sessions.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

describe('seeded training sessions', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
  });
  afterAll(() => t.close());

  async function get<T>(url: string): Promise<T> {
    const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  }

  it('gives every phase of every PUBLIC program 3 to 8 sessions in four languages, none repeated in a program', async () => {
    const programs = await get<TrainingProgram[]>('/api/v2/training-program?status=PUBLIC');
    expect(programs.length).toBe(14);
    for (const program of programs) {
      const phases = await get<TrainingProgramBlock[]>(
        `/api/v1/training-program-block/training-program/${program.id}`,
      );
      for (const language of LANGUAGES) {
        const texts = new Set<string>();
        let count = 0;
        for (const phase of phases) {
          const sessions = await get<TrainingSession[]>(
            `/api/v1/training-program-block/${phase.id}/sessions?language=${language}`,
          );
          expect(sessions.length, `${program.ageGroupId} ${phase.title}`).toBeGreaterThanOrEqual(3);
          expect(sessions.length, `${program.ageGroupId} ${phase.title}`).toBeLessThanOrEqual(8);
          for (const s of sessions) {
            expect(
              s.title && s.description && s.steps.length >= 3 && s.coachingPoints.length >= 2,
            ).toBeTruthy();
            expect(s.equipment.every((e) => e.trim().length > 0)).toBe(true);
            texts.add(`${s.title}|${s.description}`);
            count += 1;
          }
        }
        expect(texts.size, `${program.ageGroupId} (${language})`).toBe(count);
      }
    }
    // About 300 requests (every phase of 14 programs in four languages, both tracks): some 20 s alone.
  }, 90_000);

  it('keeps session ids when seeding runs again (progress survives a restart)', async () => {
    const [program] = await get<TrainingProgram[]>('/api/v2/training-program?ageGroupId=U13');
    const [phase] = await get<TrainingProgramBlock[]>(
      `/api/v1/training-program-block/training-program/${program!.id}`,
    );
    const before = await get<TrainingSession[]>(`/api/v1/training-program-block/${phase!.id}/sessions`);
    await Promise.all([seedTrainingSessions(t.database.db), seedTrainingSessions(t.database.db)]);
    const after = await get<TrainingSession[]>(`/api/v1/training-program-block/${phase!.id}/sessions`);
    expect(after).toEqual(before);
  });

  it('answers 404 for an unknown phase and 400 for a bad id', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/training-program-block/00000000-0000-4000-8000-000000000000/sessions',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/training-program-block/nope/sessions',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('blockId');
  });
});
