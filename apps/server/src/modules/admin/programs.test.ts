import type { AdminProgram } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBaseContent } from '../../db/seed.ts';
import { createSubscriber, subscribe } from '../../test/billing-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { LAGOS } from '../../test/player-factory.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

const SEEDED_FEES = [
  { type: 'MONTHLY', amount: 9900, currency: 'SEK', region: 'DEFAULT', label: '99 kr' },
  { type: 'YEARLY', amount: 99500, currency: 'SEK', region: 'DEFAULT', label: '995 kr' },
  { type: 'MONTHLY', amount: 900, currency: 'SEK', region: 'AFRICA', label: '1 $' },
  { type: 'YEARLY', amount: 9900, currency: 'SEK', region: 'AFRICA', label: '10 $' },
];
const ALL = (en: string) => ({ en, sv: `${en} (sv)`, fr: `${en} (fr)`, pt: `${en} (pt)` });

describe('the academy console: training programs', () => {
  let t: TestApp;
  let player: TestUser;
  let manager: TestUser;
  let admin: TestUser;
  let superAdmin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    player = await createTestUser(t);
    manager = await createTestUser(t, { authorities: ['ROLE_MANAGER'] });
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    superAdmin = await createTestUser(t, { authorities: ['ROLE_SUPER_ADMIN'] });
  });
  afterAll(() => t.close());

  const call = <T = AdminProgram>(
    who: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app
      .inject({
        method,
        url: `/api/v1/admin/training-programs${url}`,
        headers: who.headers,
        ...(payload ? { payload } : {}),
      })
      .then((res) => ({ status: res.statusCode, body: res.json() as T }));

  it('is for admins and super admins only', async () => {
    const [some] = (await call<AdminProgram[]>(admin, 'GET', '')).body;
    const block = some!.blocks[0]!.id;
    for (const who of [player, manager]) {
      expect((await call(who, 'GET', '')).status).toBe(403);
      expect((await call(who, 'POST', '', { ageGroupId: 'U12', titles: { en: 'x' } })).status).toBe(403);
      expect((await call(who, 'PUT', `/${some!.id}`, { titles: { en: 'x' } })).status).toBe(403);
      expect((await call(who, 'POST', `/${some!.id}/blocks`, { titles: { en: 'x' } })).status).toBe(403);
      expect((await call(who, 'DELETE', `/${some!.id}/blocks/${block}`)).status).toBe(403);
    }
    expect((await call(superAdmin, 'GET', `/${some!.id}`)).status).toBe(200);
  });

  it('lists the seeded PUBLIC program of every age group with every language, phases and fees', async () => {
    const list = (await call<AdminProgram[]>(admin, 'GET', '?status=PUBLIC')).body;
    expect(list.map((p) => p.ageGroupId)).toEqual([
      'U7',
      'U8',
      'U9',
      'U10',
      'U11',
      'U12',
      'U13',
      'U14',
      'U15',
      'U16',
      'U17',
      'U18',
      'U19',
      'SENIOR',
    ]);
    const u12 = list.find((p) => p.ageGroupId === 'U12')!;
    expect(Object.keys(u12.titles).sort()).toEqual(['en', 'fr', 'pt', 'sv']);
    expect(u12.blocks.map((b) => b.order)).toEqual(u12.blocks.map((_, i) => i + 1));
    expect(u12.fees).toEqual(SEEDED_FEES);
    expect(u12.editedAt).toBeNull();
  });

  it('drafts, edits and publishes a new U12 program: new subscriptions get it, players keep theirs', async () => {
    const earlier = await createSubscriber(t, { ageGroupId: 'U12' });
    const earlierSub = await subscribe(t, earlier);
    const old = earlier.program;

    const bad = await call(admin, 'POST', '', { ageGroupId: 'U99', titles: { en: 'Nope' } });
    expect(bad.status).toBe(400);
    const draftRes = await call(admin, 'POST', '', {
      ageGroupId: 'u12',
      titles: { en: 'U12 2027' },
      copyFromId: old.id,
    });
    expect(draftRes.status).toBe(201);
    let draft = draftRes.body;
    expect(draft).toMatchObject({ status: 'DRAFT', ageGroupId: 'U12', players: 0 });
    const phases = draft.blocks.length;
    expect(phases).toBeGreaterThan(2);

    // Phases: add one at the end, move it first, remove the (old) second one.
    draft = (await call(admin, 'POST', `/${draft.id}/blocks`, { titles: ALL('Warm-up week') })).body;
    const added = draft.blocks.at(-1)!;
    expect(added.order).toBe(phases + 1);
    draft = (
      await call(admin, 'POST', `/${draft.id}/blocks/${added.id}/sessions`, {
        titles: ALL('Rondo'),
        durationMinutes: 20,
      })
    ).body;
    draft = (await call(admin, 'PUT', `/${draft.id}/blocks/${added.id}`, { order: 1 })).body;
    expect(draft.blocks[0]).toMatchObject({ id: added.id, order: 1 });
    const removed = draft.blocks[1]!.id;
    draft = (await call(admin, 'DELETE', `/${draft.id}/blocks/${removed}`)).body;
    expect(draft.blocks.map((b) => b.order)).toEqual(Array.from({ length: phases }, (_, i) => i + 1));
    expect(draft.blocks.map((b) => b.id)).not.toContain(removed);

    // Sessions: the copy shares the seeded sessions; a change makes the phase its own copy.
    const phase = draft.blocks[1]!;
    const seeded = phase.sessions[0]!;
    expect(phase.sessions.length).toBeGreaterThanOrEqual(3);
    draft = (
      await call(admin, 'PUT', `/${draft.id}/blocks/${phase.id}/sessions/${seeded.id}`, {
        titles: ALL('Juggling'),
        durationMinutes: 25,
        order: 2,
      })
    ).body;
    const edited = draft.blocks[1]!.sessions[1]!;
    expect(edited).toMatchObject({ order: 2, titles: ALL('Juggling'), durationMinutes: 25 });
    expect(edited.id).not.toBe(seeded.id);
    const live = (await call(admin, 'GET', `/${old.id}`)).body;
    expect(live.blocks[1]!.sessions[0]!).toMatchObject({ id: seeded.id, titles: seeded.titles });
    draft = (
      await call(admin, 'POST', `/${draft.id}/blocks/${phase.id}/sessions`, {
        titles: ALL('Wall passes'),
        durationMinutes: 15,
      })
    ).body;
    expect(draft.blocks[1]!.sessions.at(-1)).toMatchObject({
      titles: ALL('Wall passes'),
      order: phase.sessions.length + 1,
    });
    draft = (await call(admin, 'DELETE', `/${draft.id}/blocks/${phase.id}/sessions/${edited.id}`)).body;
    expect(draft.blocks[1]!.sessions.map((x) => x.order)).toEqual(phase.sessions.map((_, i) => i + 1));
    expect(
      (
        await call(admin, 'PUT', `/${old.id}/blocks/${live.blocks[1]!.id}/sessions/${seeded.id}`, {
          durationMinutes: 5,
        })
      ).status,
    ).toBe(409);

    // Publishing needs every title in four languages.
    const early = await call(admin, 'PUT', `/${draft.id}`, { status: 'PUBLIC' });
    expect(early.status).toBe(409);
    expect((early.body as unknown as { message: string }).message).toBe(
      'Every title needs en, sv, fr and pt before publishing',
    );
    const fees = [
      { type: 'MONTHLY', amount: 12900, currency: 'sek' },
      { type: 'YEARLY', amount: 129500, currency: 'SEK' },
    ];
    const badFees = await call(admin, 'PUT', `/${draft.id}`, { fees: [fees[0]] });
    expect(badFees.status).toBe(400);
    // Publishing needs a diagram for every session: the console's own sessions get one first.
    const undrawn = await call(admin, 'PUT', `/${draft.id}`, {
      titles: ALL('U12 2027'),
      fees,
      status: 'PUBLIC',
    });
    expect(undrawn.status).toBe(409);
    expect((undrawn.body as unknown as { code: string }).code).toBe('adminProgram.diagramMissing');
    const current = (await call(admin, 'GET', `/${draft.id}`)).body;
    const undrawnSessions = current.blocks.flatMap((b) =>
      b.sessions.filter((x) => !x.diagram).map((x) => ({ blockId: b.id, id: x.id })),
    );
    expect(undrawnSessions).toHaveLength(2);
    for (const { blockId, id } of undrawnSessions) {
      const drawn = await call(admin, 'PUT', `/${draft.id}/blocks/${blockId}/sessions/${id}`, {
        diagram: {
          area: { width: 6, length: 6 },
          items: [
            { id: 'you', type: 'PLAYER', x: 1, y: 5 },
            { id: 'ball', type: 'BALL', x: 1, y: 4.6 },
          ],
          moves: [
            {
              item: 'ball',
              type: 'PASS',
              path: [
                [1, 4.6],
                [5, 1],
              ],
              from: 0,
              to: 2,
            },
          ],
        },
      });
      expect(drawn.status).toBe(200);
    }
    const published = await call(admin, 'PUT', `/${draft.id}`, {
      titles: ALL('U12 2027'),
      fees,
      status: 'PUBLIC',
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'PUBLIC', titles: ALL('U12 2027') });
    // The DEFAULT fees are edited; the copy's AFRICA fees stay as the program had them.
    expect(published.body.fees).toEqual([
      { type: 'MONTHLY', amount: 12900, currency: 'SEK', region: 'DEFAULT', label: '129 kr' },
      { type: 'YEARLY', amount: 129500, currency: 'SEK', region: 'DEFAULT', label: '1\u00a0295 kr' },
      ...SEEDED_FEES.slice(2),
    ]);
    expect((await call(admin, 'GET', `/${old.id}`)).body.status).toBe('ARCHIVED');

    // New subscriptions get the new program; the earlier player keeps the old one.
    const newcomer = await createSubscriber(t, { ageGroupId: 'U12', language: 'sv' });
    expect(newcomer.program).toMatchObject({ id: draft.id, title: 'U12 2027 (sv)' });
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/v1/player-training-program-subscription',
      headers: newcomer.user.headers,
      payload: { playerId: newcomer.player.id, trainingProgramId: old.id },
    });
    expect(stale.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/player-training-program-subscription',
      headers: earlier.user.headers,
    });
    expect(mine.json()[0]).toMatchObject({ id: earlierSub.id, trainingProgram: { id: old.id } });

    // A PUBLIC program keeps its phases; it leaves PUBLIC only by another being published.
    expect((await call(admin, 'POST', `/${draft.id}/blocks`, { titles: { en: 'x' } })).status).toBe(409);
    expect((await call(admin, 'PUT', `/${draft.id}`, { status: 'ARCHIVED' })).status).toBe(409);
    // Titles of a PUBLIC program's phase may still be corrected.
    const fixed = await call(admin, 'PUT', `/${draft.id}/blocks/${added.id}`, {
      titles: ALL('Warm-up weeks'),
    });
    expect(fixed.body.blocks[0]!.titles.en).toBe('Warm-up weeks');

    const trail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit-events?targetId=${draft.id}`,
      headers: admin.headers,
    });
    expect(trail.json().content.map((e: { action: string }) => e.action)).toEqual([
      'program.phase.update',
      'program.publish',
      'program.session.update',
      'program.session.update',
      'program.session.delete',
      'program.session.create',
      'program.session.update',
      'program.phase.delete',
      'program.phase.update',
      'program.session.create',
      'program.phase.create',
      'program.create',
    ]);
  });

  it('edits every price region’s fees, validated, audited in the same transaction, charged as shown', async () => {
    const [u9] = (await call<AdminProgram[]>(admin, 'GET', '?ageGroupId=U9&status=PUBLIC')).body;
    expect(u9!.fees).toEqual(SEEDED_FEES);
    const copy = await call(admin, 'POST', '', {
      ageGroupId: 'U9',
      titles: ALL('U9 2027'),
      copyFromId: u9!.id,
    });
    expect(copy.body.fees).toEqual(SEEDED_FEES);
    const draft = copy.body.id;

    const africa = (monthly: number, yearly: number, extra: object = {}) => [
      { type: 'MONTHLY', region: 'AFRICA', amount: monthly, currency: 'SEK', ...extra },
      { type: 'YEARLY', region: 'AFRICA', amount: yearly, currency: 'SEK', ...extra },
    ];
    const fieldsOf = (res: { body: unknown }) =>
      ((res.body as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field);
    const refused = [
      { fees: [{ ...africa(900, 9900)[0], currency: 'USD' }, africa(900, 9900)[1]] },
      { fees: africa(0, 9900) },
      { fees: africa(12.5, 9900) },
      { fees: africa(-100, 9900) },
      { fees: [africa(900, 9900)[0]] },
      { fees: [...africa(900, 9900), africa(1000, 9900)[0]] },
      { fees: [{ ...africa(900, 9900)[0], region: 'EUROPE' }, africa(900, 9900)[1]] },
    ];
    for (const payload of refused) {
      const res = await call(admin, 'PUT', `/${draft}`, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    expect(fieldsOf(await call(admin, 'PUT', `/${draft}`, refused[0]!))).toContain('fees.0.currency');
    expect(fieldsOf(await call(admin, 'PUT', `/${draft}`, refused[1]!))).toContain('fees.0.amount');
    expect((await call(admin, 'GET', `/${draft}`)).body.fees).toEqual(SEEDED_FEES);
    // Fees are the console's: a player or a manager is refused before the body is read.
    for (const who of [player, manager]) {
      expect((await call(who, 'PUT', `/${draft}`, { fees: africa(100, 1000) })).status).toBe(403);
      expect((await call(who, 'PUT', `/${draft}`, refused[0]!)).status).toBe(403);
    }
    expect((await call(admin, 'GET', `/${draft}`)).body.fees).toEqual(SEEDED_FEES);

    // A label given is kept; one left out follows a changed amount; an unchanged amount keeps its own.
    const edited = await call(admin, 'PUT', `/${draft}`, {
      fees: [
        { type: 'MONTHLY', region: 'AFRICA', amount: 1200, currency: 'SEK', label: '1.50 $' },
        { type: 'YEARLY', region: 'AFRICA', amount: 11900, currency: 'sek' },
        { type: 'MONTHLY', region: 'DEFAULT', amount: 9900, currency: 'SEK' },
        { type: 'YEARLY', region: 'DEFAULT', amount: 89500, currency: 'SEK', label: '' },
      ],
    });
    expect(edited.status).toBe(200);
    const after = [
      { type: 'MONTHLY', amount: 9900, currency: 'SEK', region: 'DEFAULT', label: '99 kr' },
      { type: 'YEARLY', amount: 89500, currency: 'SEK', region: 'DEFAULT', label: '895 kr' },
      { type: 'MONTHLY', amount: 1200, currency: 'SEK', region: 'AFRICA', label: '1.50 $' },
      { type: 'YEARLY', amount: 11900, currency: 'SEK', region: 'AFRICA', label: '119 kr' },
    ];
    expect(edited.body.fees).toEqual(after);
    // Only AFRICA given (here by a super admin): DEFAULT keeps its fees, the unchanged amount its label.
    const again = await call(superAdmin, 'PUT', `/${draft}`, { fees: africa(1200, 12900) });
    expect(again.status).toBe(200);
    expect(again.body.fees).toEqual([...after.slice(0, 3), { ...after[3], amount: 12900, label: '129 kr' }]);

    const trail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit-events?targetId=${draft}`,
      headers: admin.headers,
    });
    type FeeAudit = { action: string; detail: { before: { fees: unknown }; after: { fees: unknown } } };
    const [last, first] = trail.json().content as FeeAudit[];
    expect(last!.action).toBe('program.update');
    expect(last!.detail.before.fees).toEqual(after);
    expect(last!.detail.after.fees).toEqual(again.body.fees);
    expect(first!.detail.before.fees).toEqual(SEEDED_FEES);
    expect(first!.detail.after.fees).toEqual(after);
    expect(trail.json().totalElements).toBe(3); // create and the two edits: refusals left nothing

    // A draft without AFRICA fees is not published, and the refused change leaves nothing behind.
    let empty = (await call(admin, 'POST', '', { ageGroupId: 'U9', titles: ALL('Empty') })).body;
    empty = (await call(admin, 'POST', `/${empty.id}/blocks`, { titles: ALL('Week one') })).body;
    const half = await call(admin, 'PUT', `/${empty.id}`, {
      fees: [
        { type: 'MONTHLY', amount: 9900, currency: 'SEK' },
        { type: 'YEARLY', amount: 99500, currency: 'SEK' },
      ],
      status: 'PUBLIC',
    });
    expect(half.status).toBe(409);
    expect((half.body as unknown as { message: string }).message).toBe(
      'Give a MONTHLY and a YEARLY fee for every price region before publishing',
    );
    expect((await call(admin, 'GET', `/${empty.id}`)).body).toMatchObject({ status: 'DRAFT', fees: [] });

    // Published, a player in Lagos is shown and charged the edited AFRICA fees.
    expect((await call(admin, 'PUT', `/${draft}`, { status: 'PUBLIC' })).status).toBe(200);
    const lagos = await createSubscriber(t, { ageGroupId: 'U9', location: LAGOS });
    expect((await subscribe(t, lagos)).trainingProgram).toMatchObject({
      id: draft,
      fees: again.body.fees.slice(2),
    });
  });

  it('keeps console edits when the server starts again (the seed does not overwrite them)', async () => {
    const [u7] = (await call<AdminProgram[]>(admin, 'GET', '?ageGroupId=U7&status=PUBLIC')).body;
    await call(admin, 'PUT', `/${u7!.id}`, {
      titles: ALL('Little kickers'),
      fees: [
        { type: 'MONTHLY', amount: 5900, currency: 'SEK' },
        { type: 'YEARLY', amount: 59500, currency: 'SEK' },
      ],
    });
    await call(admin, 'PUT', `/${u7!.id}/blocks/${u7!.blocks[0]!.id}`, { titles: ALL('First touches') });
    await seedBaseContent(t.database.db);
    const after = (await call(admin, 'GET', `/${u7!.id}`)).body;
    expect(after.titles.en).toBe('Little kickers');
    expect(after.blocks[0]!.titles.en).toBe('First touches');
    expect(after.fees[0]!.amount).toBe(5900);
    expect(after.editedAt).not.toBeNull();
    // The U12 program archived by the publish above stays archived, the new one PUBLIC.
    const u12 = (await call<AdminProgram[]>(admin, 'GET', '?ageGroupId=U12')).body;
    expect(u12.map((p) => p.status).sort()).toEqual(['ARCHIVED', 'PUBLIC']);
  });
});
