import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_PROGRAMS } from '../../db/content/programs.ts';
import { createTestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { createTestPlayer } from '../../test/player-factory.ts';

describe('training programs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the PUBLIC program of an age group with its fees, title in the requested language', async () => {
    const u = await createTestUser(t);
    const content = TRAINING_PROGRAMS.find((p) => p.ageGroupId === 'U12')!;
    for (const language of ['en', 'sv', 'fr', 'pt'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/training-program/age-group/U12?status=PUBLIC&language=${language}`,
        headers: u.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: expect.any(String),
        title: content.title[language],
        ageGroupId: 'U12',
        status: 'PUBLIC',
        fees: [
          { type: 'MONTHLY', amount: 9900, currency: 'SEK', region: 'DEFAULT', label: '99 kr' },
          { type: 'YEARLY', amount: 99500, currency: 'SEK', region: 'DEFAULT', label: '995 kr' },
        ],
      });
    }
  });

  it("falls back to the user's language, and answers 404 for an unknown age group and 400 for a bad language", async () => {
    const u = await createTestUser(t, { language: 'sv' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/training-program/age-group/u9',
      headers: u.headers,
    });
    expect(res.json().title).toBe(TRAINING_PROGRAMS.find((p) => p.ageGroupId === 'U9')!.title.sv);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/training-program/age-group/U99',
      headers: u.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/training-program/age-group/U12?language=de',
      headers: u.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('language');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/training-program/age-group/U12' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists every PUBLIC program (v2) and keeps DRAFT listings to admins', async () => {
    const u = await createTestUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/training-program?language=fr&status=PUBLIC',
      headers: u.headers,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { ageGroupId: string; title: string }[];
    expect(list).toHaveLength(TRAINING_PROGRAMS.length);
    const senior = list.find((p) => p.ageGroupId === 'SENIOR')!;
    expect(senior.title).toBe(TRAINING_PROGRAMS.find((p) => p.ageGroupId === 'SENIOR')!.title.fr);
    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/v2/training-program?ageGroupId=U15',
      headers: u.headers,
    });
    expect(filtered.json()).toHaveLength(1);
    const draft = await t.app.inject({
      method: 'GET',
      url: '/api/v2/training-program?status=DRAFT',
      headers: u.headers,
    });
    expect(draft.statusCode).toBe(403);
  });

  it('lists the phases of a program in order, titles in the language', async () => {
    const u = await createTestUser(t);
    const program = (
      await t.app.inject({ method: 'GET', url: '/api/v1/training-program/age-group/U7', headers: u.headers })
    ).json();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/training-program-block/training-program/${program.id}?language=pt`,
      headers: u.headers,
    });
    expect(res.statusCode).toBe(200);
    const content = TRAINING_PROGRAMS.find((p) => p.ageGroupId === 'U7')!;
    expect(res.json()).toEqual(
      content.phases.map((phase, index) => ({
        id: expect.any(String),
        title: phase.title.pt,
        order: index + 1,
        challengeId: expect.any(String),
      })),
    );
  });

  it("creates the player's program once (first phase ACTIVE) and keeps its phases to the player", async () => {
    const u = await createTestUser(t);
    const player = await createTestPlayer(t, u.user.id, { ageGroupId: 'U12' });
    const program = (
      await t.app.inject({ method: 'GET', url: '/api/v1/training-program/age-group/U12', headers: u.headers })
    ).json();
    const sub = await t.app.inject({
      method: 'POST',
      url: '/api/v1/player-training-program-subscription',
      headers: u.headers,
      payload: { playerId: player.id, trainingProgramId: program.id, coupon: null },
    });
    expect(sub.statusCode).toBe(201);
    expect(sub.json().playerTrainingProgramId).toBeNull();

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/training-program/player-training-program',
      headers: u.headers,
      payload: { playerTrainingProgramSubscriptionId: sub.json().id },
    });
    expect(created.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/training-program/player-training-program',
      headers: u.headers,
      payload: { playerTrainingProgramSubscriptionId: sub.json().id },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.json().id);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/player-training-program-subscription?status=ACTIVE',
      headers: u.headers,
    });
    expect(list.json()[0].playerTrainingProgramId).toBe(created.json().id);

    const phases = await t.app.inject({
      method: 'GET',
      url: `/api/v1/training-program/player-training-program-block?playerTrainingProgramId=${created.json().id}`,
      headers: u.headers,
    });
    expect(phases.statusCode).toBe(200);
    const blocks = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/training-program-block/training-program/${program.id}`,
        headers: u.headers,
      })
    ).json() as { id: string }[];
    const body = phases.json() as {
      status: string;
      startDate: string | null;
      trainingProgramBlockId: string;
    }[];
    expect(body.map((p) => p.trainingProgramBlockId)).toEqual(blocks.map((b) => b.id));
    expect(body[0]).toMatchObject({ status: 'ACTIVE', startDate: expect.any(String) });
    expect(body.slice(1).every((p) => p.status === 'INACTIVE' && p.startDate === null)).toBe(true);

    // Another user sees neither the phases nor may create the program from this subscription.
    const other = await createTestUser(t);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/training-program/player-training-program-block?playerTrainingProgramId=${created.json().id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(403);
    const foreignCreate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/training-program/player-training-program',
      headers: other.headers,
      payload: { playerTrainingProgramSubscriptionId: sub.json().id },
    });
    expect(foreignCreate.statusCode).toBe(403);
    const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    const adminRead = await t.app.inject({
      method: 'GET',
      url: `/api/v1/training-program/player-training-program-block?playerTrainingProgramId=${created.json().id}`,
      headers: admin.headers,
    });
    expect(adminRead.statusCode).toBe(200);
  });

  it('documents the program, subscription and billing calls with their schemas in /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const [path, method] of [
      ['/api/v1/training-program/age-group/{ageGroup}', 'get'],
      ['/api/v2/training-program', 'get'],
      ['/api/v1/training-program-block/training-program/{id}', 'get'],
      ['/api/v1/training-program/player-training-program', 'post'],
      ['/api/v1/training-program/player-training-program-block', 'get'],
      ['/api/v1/player-training-program-subscription', 'get'],
      ['/api/v1/player-training-program-subscription', 'post'],
      ['/api/v1/player-training-program-subscription/{id}', 'delete'],
      ['/api/v1/player-training-program-subscription/{id}/resume', 'put'],
      ['/api/v1/player-training-program-subscription/enable-billing', 'post'],
      ['/api/v1/billing/checkout-session', 'post'],
      ['/api/v1/billing/payment-method', 'get'],
      ['/api/v1/billing/webhook', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.responses?.['200'], `${method} ${path}`).toBeTruthy();
    }
    const subscription = JSON.stringify(
      doc.paths['/api/v1/player-training-program-subscription']!.post!.responses['201'],
    );
    for (const field of [
      'availableTill',
      'billingEnabled',
      'yearlyPaidOff',
      'paymentModel',
      'playerTrainingProgramId',
    ]) {
      expect(subscription).toContain(field);
    }
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/sandbox'))).toBe(false);
  });
});
