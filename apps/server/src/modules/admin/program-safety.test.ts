import type { AdminProgram } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

const ALL = (en: string) => ({ en, sv: `${en} (sv)`, fr: `${en} (fr)`, pt: `${en} (pt)` });

describe('the academy console keeps programs safe (the same check as the content test and the seed)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app
      .inject({
        method,
        url: `/api/v1/admin/training-programs${url}`,
        headers: admin.headers,
        ...(payload ? { payload } : {}),
      })
      .then((res) => ({ status: res.statusCode, body: res.json() }));

  async function draftOf(ageGroupId: string): Promise<AdminProgram> {
    const [live] = (await call('GET', `?ageGroupId=${ageGroupId}&status=PUBLIC`)).body as AdminProgram[];
    const draft = await call('POST', '', {
      ageGroupId,
      titles: ALL(`${ageGroupId} copy`),
      copyFromId: live!.id,
    });
    expect(draft.status).toBe(201);
    return draft.body as AdminProgram;
  }

  it('refuses heading up to U11, in any language, with the reason, and leaves the draft as it was', async () => {
    const draft = await draftOf('U11');
    const phase = draft.blocks[0]!;
    const session = phase.sessions[0]!;
    const headers = await call('POST', `/${draft.id}/blocks/${phase.id}/sessions`, {
      titles: ALL('Crosses'),
      durationMinutes: 20,
      headers: 3,
    });
    expect(headers.status).toBe(422);
    expect(headers.body.message).toBe(
      'Unsafe for U11: "Crosses": no heading up to U11, but it asks for 3 headers',
    );
    const swedish = await call('PUT', `/${draft.id}/blocks/${phase.id}/sessions/${session.id}`, {
      titles: { ...session.titles, en: session.titles.en!, sv: 'Nicka bollen' },
    });
    expect(swedish.status).toBe(422);
    expect(swedish.body.message).toContain('the Swedish text says "Nicka"');
    const english = await call('POST', `/${draft.id}/blocks/${phase.id}/sessions`, {
      titles: ALL('Header practice'),
      durationMinutes: 20,
    });
    expect(english.status).toBe(422);
    const after = (await call('GET', `/${draft.id}`)).body as AdminProgram;
    expect(after.blocks[0]!.sessions).toEqual(phase.sessions);
    // A safe session is saved, with its headers and track.
    const safe = await call('POST', `/${draft.id}/blocks/${phase.id}/sessions`, {
      titles: ALL('Keeper handling'),
      durationMinutes: 20,
      track: 'GOALKEEPER',
    });
    expect(safe.status).toBe(201);
    expect((safe.body as AdminProgram).blocks[0]!.sessions.at(-1)).toMatchObject({
      headers: 0,
      track: 'GOALKEEPER',
    });
  });

  it('caps headers by age and keeps heading sessions a week apart', async () => {
    const draft = await draftOf('U13');
    const phase = draft.blocks[0]!;
    const [first] = phase.sessions;
    const url = (id: string) => `/${draft.id}/blocks/${phase.id}/sessions/${id}`;
    const tooMany = await call('PUT', url(first!.id), { headers: 8 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toContain('U13 allows at most 5 headers a session; it asks for 8');
    expect((await call('PUT', url(first!.id), { headers: 11 })).status).toBe(400);
    // A heading session of 5 is allowed at U13; a second one in the same phase comes too soon.
    const heading = await call('POST', `/${draft.id}/blocks/${phase.id}/sessions`, {
      titles: ALL('5 headers from throws'),
      durationMinutes: 20,
      headers: 5,
    });
    expect(heading.status).toBe(201);
    const soon = await call('POST', `/${draft.id}/blocks/${phase.id}/sessions`, {
      titles: ALL('Heading again'),
      durationMinutes: 20,
      headers: 5,
    });
    expect(soon.status).toBe(422);
    expect(soon.body.message).toContain('too soon');
  });
});
