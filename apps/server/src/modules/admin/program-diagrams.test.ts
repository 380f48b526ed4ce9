import type { AdminProgram, Diagram, TrainingSession } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

const ALL = (en: string) => ({ en, sv: `${en} (sv)`, fr: `${en} (fr)`, pt: `${en} (pt)` });

/** A wall pass: the player 4 m from a wall, the ball there and back. */
const WALL_PASS: Diagram = {
  area: { width: 6, length: 6 },
  items: [
    { id: 'wall', type: 'WALL', x: 3, y: 0 },
    { id: 'you', type: 'PLAYER', x: 3, y: 4.5 },
    { id: 'ball', type: 'BALL', x: 3, y: 4 },
  ],
  moves: [
    {
      item: 'ball',
      type: 'PASS',
      path: [
        [3, 4],
        [3, 0.1],
      ],
      from: 0,
      to: 1,
    },
    {
      item: 'ball',
      type: 'PASS',
      path: [
        [3, 0.1],
        [3, 4],
      ],
      from: 1,
      to: 2,
    },
  ],
};

describe('the academy console: a session’s diagram', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
  });
  afterAll(() => t.close());

  const call = <T = AdminProgram>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app
      .inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })
      .then((res) => ({ status: res.statusCode, body: res.json() as T }));

  it('shows every seeded session’s diagram, to the console and on the session list', async () => {
    const [u9] = (
      await call<AdminProgram[]>('GET', '/api/v1/admin/training-programs?ageGroupId=U9&status=PUBLIC')
    ).body;
    const phase = u9!.blocks[0]!;
    for (const session of phase.sessions) {
      expect(session.diagram!.items.length, session.titles.en).toBeGreaterThanOrEqual(2);
      expect(session.diagram!.moves.length, session.titles.en).toBeGreaterThanOrEqual(1);
    }
    const list = await call<TrainingSession[]>(
      'GET',
      `/api/v1/training-program-block/${phase.id}/sessions?language=sv`,
    );
    expect(list.status).toBe(200);
    expect(list.body[0]!.diagram).toEqual(phase.sessions[0]!.diagram);
  });

  it('saves a valid diagram in a draft (a copy of the seeded session), audited before and after', async () => {
    const [u10] = (
      await call<AdminProgram[]>('GET', '/api/v1/admin/training-programs?ageGroupId=U10&status=PUBLIC')
    ).body;
    const draft = (
      await call('POST', '/api/v1/admin/training-programs', {
        ageGroupId: 'U10',
        titles: ALL('U10 diagrams'),
        copyFromId: u10!.id,
      })
    ).body;
    const phase = draft.blocks[0]!;
    const seeded = phase.sessions[0]!;
    const url = `/api/v1/admin/training-programs/${draft.id}/blocks/${phase.id}/sessions/${seeded.id}`;

    const saved = await call('PUT', url, { diagram: WALL_PASS });
    expect(saved.status).toBe(200);
    const edited = saved.body.blocks[0]!.sessions[0]!;
    expect(edited.diagram).toEqual(WALL_PASS);
    expect(edited.id).not.toBe(seeded.id);
    // The live program keeps the seeded picture.
    const live = (await call('GET', `/api/v1/admin/training-programs/${u10!.id}`)).body;
    expect(live.blocks[0]!.sessions[0]!.diagram).toEqual(seeded.diagram);

    const trail = await call<{ content: { action: string; detail: Record<string, unknown> }[] }>(
      'GET',
      `/api/v1/admin/audit-events?targetId=${draft.id}`,
    );
    const [last] = trail.body.content;
    expect(last!.action).toBe('program.session.update');
    // Only what changed, before and after.
    expect(last!.detail.before).toEqual({ diagram: seeded.diagram });
    expect(last!.detail.after).toEqual({ diagram: WALL_PASS });
  });

  it('refuses a diagram that leaves the area or moves an item it does not have: 400 with the field', async () => {
    const [u11] = (
      await call<AdminProgram[]>('GET', '/api/v1/admin/training-programs?ageGroupId=U11&status=PUBLIC')
    ).body;
    const draft = (
      await call('POST', '/api/v1/admin/training-programs', {
        ageGroupId: 'U11',
        titles: ALL('U11 diagrams'),
        copyFromId: u11!.id,
      })
    ).body;
    const phase = draft.blocks[0]!;
    const session = phase.sessions[0]!;
    const url = `/api/v1/admin/training-programs/${draft.id}/blocks/${phase.id}/sessions/${session.id}`;
    type Refusal = { code: string; errors: { field: string; code?: string }[] };

    const outside = await call<Refusal>('PUT', url, {
      diagram: {
        ...WALL_PASS,
        moves: [
          {
            ...WALL_PASS.moves[0]!,
            path: [
              [3, 4],
              [3, -1],
            ],
          },
        ],
      },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toContainEqual(
      expect.objectContaining({ field: 'diagram.moves.0.path', code: 'diagram.pathOutside' }),
    );

    const unknown = await call<Refusal>('PUT', url, {
      diagram: { ...WALL_PASS, moves: [{ ...WALL_PASS.moves[0]!, item: 'keeper' }] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toContainEqual(
      expect.objectContaining({ field: 'diagram.moves.0.item', code: 'diagram.unknownItem' }),
    );

    const far = await call<Refusal>('PUT', url, {
      diagram: { ...WALL_PASS, items: [...WALL_PASS.items, { id: 'cone', type: 'CONE', x: 9, y: 3 }] },
    });
    expect(far.status).toBe(400);
    expect(far.body.errors).toContainEqual(
      expect.objectContaining({ field: 'diagram.items.3', code: 'diagram.itemOutside' }),
    );

    // Nothing was saved.
    const after = (await call('GET', `/api/v1/admin/training-programs/${draft.id}`)).body;
    expect(after.blocks[0]!.sessions[0]).toEqual(session);
  });
});
