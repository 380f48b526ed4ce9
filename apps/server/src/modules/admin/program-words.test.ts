import type { AdminProgram, AdminPublishSummary, ErrorBody, TrainingSession } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscriber, subscribe } from '../../test/billing-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

const LIST = (...items: string[]) => ({
  en: items,
  sv: items.map((i) => `${i} (sv)`),
  fr: items.map((i) => `${i} (fr)`),
  pt: items.map((i) => `${i} (pt)`),
});
type Audit = { content: { action: string; detail: Record<string, Record<string, unknown>> }[] };

describe('every word of a session in the console, and publishing with care', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
  });
  afterAll(() => t.close());

  const call = <T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app
      .inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })
      .then((res) => ({ status: res.statusCode, body: res.json() as T }));
  const programs = '/api/v1/admin/training-programs';

  async function liveOf(ageGroupId: string): Promise<AdminProgram> {
    const [live] = (await call<AdminProgram[]>('GET', `${programs}?ageGroupId=${ageGroupId}&status=PUBLIC`))
      .body;
    return live!;
  }
  async function draftOf(ageGroupId: string): Promise<AdminProgram> {
    const live = await liveOf(ageGroupId);
    const draft = await call<AdminProgram>('POST', programs, {
      ageGroupId,
      titles: live.titles,
      copyFromId: live.id,
    });
    expect(draft.status).toBe(201);
    return draft.body;
  }

  it('saves a session’s words in four languages, and the audit shows only what changed', async () => {
    const draft = await draftOf('U12');
    const phase = draft.blocks[0]!;
    const session = phase.sessions[0]!;
    const url = `${programs}/${draft.id}/blocks/${phase.id}/sessions/${session.id}`;
    const words = {
      descriptions: { ...session.descriptions, pt: 'Domina a bola com os dois pés.' },
      steps: LIST('Juggle for 45 seconds', 'Dribble round the cones'),
      coachingPoints: LIST('Soft touch'),
      equipment: ['ball', 'cones'],
    };
    const saved = await call<AdminProgram>('PUT', url, words);
    expect(saved.status).toBe(200);
    const edited = saved.body.blocks[0]!.sessions[0]!;
    expect(edited).toMatchObject({
      descriptions: words.descriptions,
      steps: words.steps,
      coachingPoints: words.coachingPoints,
      equipment: ['ball', 'cones'],
      stepSeconds: [45, null],
    });
    // The player's view of the session (admins may read it) says the new words.
    const player = await call<TrainingSession[]>(
      'GET',
      `/api/v1/training-program-block/${phase.id}/sessions?language=pt`,
    );
    expect(player.body[0]).toMatchObject({
      description: 'Domina a bola com os dois pés.',
      steps: ['Juggle for 45 seconds (pt)', 'Dribble round the cones (pt)'],
      stepSeconds: [45, null],
      coachingPoints: ['Soft touch (pt)'],
    });

    const trail = await call<Audit>('GET', `/api/v1/admin/audit-events?targetId=${draft.id}`);
    const [last] = trail.body.content;
    expect(last!.action).toBe('program.session.update');
    expect(last!.detail.before!['descriptions.pt']).toBe(session.descriptions.pt);
    expect(last!.detail.after!['descriptions.pt']).toBe('Domina a bola com os dois pés.');
    expect(last!.detail.after!['steps.en']).toEqual(['Juggle for 45 seconds', 'Dribble round the cones']);
    expect(last!.detail.after!.equipment).toEqual(['ball', 'cones']);
    expect(last!.detail.before).not.toHaveProperty('descriptions.en');
    expect(last!.detail.before).not.toHaveProperty('titles.en');
  });

  it('keeps a step’s seconds as data of their own: saved, read by the player, validated and audited', async () => {
    const draft = await draftOf('U14');
    const phase = draft.blocks[0]!;
    const session = phase.sessions[0]!;
    const url = `${programs}/${draft.id}/blocks/${phase.id}/sessions/${session.id}`;
    // The words say no duration: the seconds are their own field.
    const saved = await call<AdminProgram>('PUT', url, {
      steps: LIST('Juggle with both feet', 'Dribble round the cones'),
      stepSeconds: [45, null],
    });
    expect(saved.status).toBe(200);
    const id = saved.body.blocks[0]!.sessions[0]!.id;
    expect(saved.body.blocks[0]!.sessions[0]).toMatchObject({
      steps: LIST('Juggle with both feet', 'Dribble round the cones'),
      stepSeconds: [45, null],
    });
    const player = await call<TrainingSession[]>(
      'GET',
      `/api/v1/training-program-block/${phase.id}/sessions?language=sv`,
    );
    expect(player.body[0]).toMatchObject({
      steps: ['Juggle with both feet (sv)', 'Dribble round the cones (sv)'],
      stepSeconds: [45, null],
    });
    const [last] = (await call<Audit>('GET', `/api/v1/admin/audit-events?targetId=${draft.id}`)).body.content;
    expect(last!.detail.after!.stepSeconds).toEqual([45, null]);

    // The seconds alone, for the steps stored.
    const again = `${programs}/${draft.id}/blocks/${phase.id}/sessions/${id}`;
    const changed = await call<AdminProgram>('PUT', again, { stepSeconds: [60, 20] });
    expect(changed.status).toBe(200);
    expect(changed.body.blocks[0]!.sessions[0]!.stepSeconds).toEqual([60, 20]);

    // One per step, 1 to 3600 seconds: else 400 on stepSeconds, and nothing changes.
    for (const body of [
      { stepSeconds: [60] },
      { steps: LIST('One step'), stepSeconds: [30, 30] },
      { stepSeconds: [0, 20] },
      { stepSeconds: [3601, 20] },
    ]) {
      const refused = await call<ErrorBody>('PUT', again, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors?.[0]?.field).toMatch(/^stepSeconds/);
    }
    const unchanged = (await call<AdminProgram>('GET', `${programs}/${draft.id}`)).body;
    expect(unchanged.blocks[0]!.sessions[0]!.stepSeconds).toEqual([60, 20]);

    // New steps without seconds: the seconds are read from the English text again.
    const reread = await call<AdminProgram>('PUT', again, { steps: LIST('Juggle for 2 minutes', 'Rest') });
    expect(reread.body.blocks[0]!.sessions[0]!.stepSeconds).toEqual([120, null]);
  });

  it('links a skill challenge to the session itself: saved, read by the player, audited, unknown refused', async () => {
    const [challenge] = (await call<{ id: string }[]>('GET', '/api/v1/admin/challenges')).body;
    const draft = await draftOf('U13');
    const phase = draft.blocks[0]!;
    const session = phase.sessions[0]!;
    expect(session.challengeId).toBeNull();
    const url = `${programs}/${draft.id}/blocks/${phase.id}/sessions/${session.id}`;
    const unknown = await call<ErrorBody>('PUT', url, {
      challengeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.field).toBe('challengeId');

    const saved = await call<AdminProgram>('PUT', url, { challengeId: challenge!.id });
    expect(saved.status).toBe(200);
    const own = saved.body.blocks[0]!.sessions[0]!;
    expect(own.challengeId).toBe(challenge!.id);
    // The phase keeps its own closing challenge.
    expect(saved.body.blocks[0]!.challengeId).toBe(phase.challengeId);
    const player = await call<TrainingSession[]>(
      'GET',
      `/api/v1/training-program-block/${phase.id}/sessions`,
    );
    expect(player.body[0]!.challengeId).toBe(challenge!.id);
    const [last] = (await call<Audit>('GET', `/api/v1/admin/audit-events?targetId=${draft.id}`)).body.content;
    expect(last!.detail.before!.challengeId).toBeNull();
    expect(last!.detail.after!.challengeId).toBe(challenge!.id);

    const cleared = await call<AdminProgram>(
      'PUT',
      `${programs}/${draft.id}/blocks/${phase.id}/sessions/${own.id}`,
      {
        challengeId: null,
      },
    );
    expect(cleared.body.blocks[0]!.sessions[0]!.challengeId).toBeNull();
  });

  it('refuses words that break the rules: list lengths (400 with the field) and a header up to U11 (422 with the reason)', async () => {
    const draft = await draftOf('U11');
    const phase = draft.blocks[0]!;
    const session = phase.sessions[0]!;
    const url = `${programs}/${draft.id}/blocks/${phase.id}/sessions/${session.id}`;
    const uneven = await call<ErrorBody>('PUT', url, { steps: { ...LIST('One', 'Two'), sv: ['Ett'] } });
    expect(uneven.status).toBe(400);
    expect(uneven.body.errors).toContainEqual(expect.objectContaining({ field: 'steps.sv' }));
    const unknown = await call('PUT', url, { equipment: ['trampoline'] });
    expect(unknown.status).toBe(400);

    const heading = await call<ErrorBody>('PUT', url, {
      steps: { ...LIST('Pass to the wall'), pt: ['Cabeceia a bola contra a parede'] },
    });
    expect(heading.status).toBe(422);
    expect(heading.body.code).toBe('adminProgram.unsafeContent');
    expect(heading.body.errors?.[0]?.detail).toMatch(/^Unsafe for U11: .*Portuguese/);
    const after = (await call<AdminProgram>('GET', `${programs}/${draft.id}`)).body;
    expect(after.blocks[0]!.sessions[0]).toEqual(session);
  });

  it('sums up a publish, keeps "(draft)" out of a published title, and restores the previous version', async () => {
    const before = await liveOf('U15');
    const subscriber = await createSubscriber(t, { ageGroupId: 'U15' });
    await subscribe(t, subscriber);
    const draft = await draftOf('U15');
    expect(draft.titles).toEqual(before.titles);
    const phase = draft.blocks[1]!;
    const session = phase.sessions[0]!;
    await call('PUT', `${programs}/${draft.id}/blocks/${phase.id}/sessions/${session.id}`, {
      descriptions: { ...session.descriptions, pt: 'Uma frase corrigida.' },
    });
    const monthly = draft.fees.find((f) => f.region === 'DEFAULT' && f.type === 'MONTHLY')!;
    const yearly = draft.fees.find((f) => f.region === 'DEFAULT' && f.type === 'YEARLY')!;
    await call('PUT', `${programs}/${draft.id}`, {
      fees: [
        { ...monthly, amount: monthly.amount + 1000, label: null },
        { ...yearly, label: yearly.label },
      ],
    });

    const summary = await call<AdminPublishSummary>('GET', `${programs}/${draft.id}/publish-summary`);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({
      replaces: { id: before.id },
      titles: [],
      phases: { added: [], removed: [], changed: [] },
      sessions: { added: [], removed: [], changed: [session.titles.en] },
      currentSubscriptions: 1,
    });
    expect(summary.body.fees).toEqual([
      { region: 'DEFAULT', type: 'MONTHLY', before: monthly.label, after: expect.any(String) },
    ]);

    // The marker of a draft never reaches players.
    await call('PUT', `${programs}/${draft.id}`, {
      titles: { ...draft.titles, en: `${draft.titles.en} (draft)` },
    });
    const marked = await call<ErrorBody>('PUT', `${programs}/${draft.id}`, { status: 'PUBLIC' });
    expect(marked.status).toBe(409);
    expect(marked.body.message).toBe('A published title may not say it is a draft');
    await call('PUT', `${programs}/${draft.id}`, { titles: before.titles });

    const published = await call<AdminProgram>('PUT', `${programs}/${draft.id}`, { status: 'PUBLIC' });
    expect(published.status).toBe(200);
    expect((await liveOf('U15')).id).toBe(draft.id);
    const versions = await call('GET', `${programs}/${draft.id}/versions`);
    expect(versions.body).toEqual([
      expect.objectContaining({ replacedProgramId: before.id, restoredAt: null }),
    ]);

    // Only the live program can go back, and to the version it replaced.
    expect((await call('POST', `${programs}/${before.id}/restore`)).status).toBe(409);
    const restored = await call<AdminProgram>('POST', `${programs}/${draft.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.status).toBe('ARCHIVED');
    expect((await liveOf('U15')).id).toBe(before.id);
    const trail = await call<Audit>('GET', `/api/v1/admin/audit-events?targetId=${draft.id}`);
    expect(trail.body.content[0]).toMatchObject({
      action: 'program.restore',
      detail: { restoredProgramId: before.id, before: { status: 'PUBLIC' }, after: { status: 'ARCHIVED' } },
    });
    expect((await call('POST', `${programs}/${draft.id}/restore`)).status).toBe(409);
    // New subscriptions get the restored program again; the subscriber kept theirs all along.
    const again = await createSubscriber(t, { ageGroupId: 'U15' });
    expect(again.program.id).toBe(before.id);
  });
});
