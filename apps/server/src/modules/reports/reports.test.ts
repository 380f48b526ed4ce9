import type { AdminReport, Clip } from '@academy/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { createSubscriber, type Subscriber } from '../../test/billing-helpers.ts';
import { makeTinyClip, uploadClip } from '../../test/clip-helpers.ts';
import { createCoach, joinTeam, type TestCoach } from '../../test/coach-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { call } from '../../test/household-helpers.ts';
import { processPendingClips } from '../clips/clip-jobs.ts';

const SESSION = '11111111-1111-4111-8111-111111111111';
type Headers = { authorization: string };

describe('reports and the welfare queue', () => {
  let t: TestApp;
  let admin: TestUser;
  let coach: TestCoach;
  let player: Subscriber;
  let otherPlayer: Subscriber;
  let tiny: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    coach = await createCoach(t, admin, { firstName: 'Karin', lastName: 'Coach' });
    player = await createSubscriber(t);
    otherPlayer = await createSubscriber(t);
    expect((await joinTeam(t, player.user.headers, coach.me.teamCode)).statusCode).toBeLessThan(300);
    tiny = makeTinyClip();
  });
  afterAll(() => t.close());

  /** A ready clip of the player with one comment of the coach, and one feedback of the coach. */
  async function content() {
    const clipId = await uploadClip(
      t,
      player.user.headers,
      { playerId: player.player.id, sessionId: SESSION },
      tiny,
    );
    await processPendingClips({ db: t.database.db, clock: t.clock, config: t.app.config });
    const comment = await call(t, 'POST', `/api/v1/clips/${clipId}/comments`, coach.user.headers, {
      atSeconds: 1,
      text: 'Knee over the ball',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const feedback = await call(
      t,
      'POST',
      `/api/v1/player/${player.player.id}/feedback`,
      coach.user.headers,
      {
        text: `Feedback ${clipId}`,
      },
    );
    expect(feedback.statusCode, feedback.body).toBe(201);
    return { clipId, commentId: comment.json().id as string, feedbackId: feedback.json().id as string };
  }

  const report = (headers: Headers, targetType: string, targetId: string, extra: object = {}) =>
    call(t, 'POST', '/api/v1/reports', headers, { targetType, targetId, reason: 'BULLYING', ...extra });
  const queue = async (status = 'OPEN'): Promise<AdminReport[]> => {
    const res = await call(t, 'GET', `/api/v1/admin/reports?status=${status}`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const resolve = (id: string, action: string, note = 'Checked by the welfare officer') =>
    call(t, 'PUT', `/api/v1/admin/reports/${id}`, admin.headers, { action, note });
  const clipOf = (headers: Headers, id: string) => call(t, 'GET', `/api/v1/clips/${id}`, headers);

  // Reports are limited to 10 a minute per caller: the tests spread them over the player, the coach and another player.
  it('takes one report per user and item from someone who can see it; strangers and bad input are refused', async () => {
    const { clipId } = await content();
    const first = await report(player.user.headers, 'CLIP', clipId, { note: 'Not me in this video' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ targetType: 'CLIP', targetId: clipId, reason: 'BULLYING' });
    const again = await report(player.user.headers, 'CLIP', clipId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reported this');
    // The coach may report it too (one report each).
    expect((await report(coach.user.headers, 'CLIP', clipId)).statusCode).toBe(201);
    expect((await report(otherPlayer.user.headers, 'CLIP', clipId)).statusCode).toBe(403);
    expect((await report(otherPlayer.user.headers, 'CLIP', crypto.randomUUID())).statusCode).toBe(404);
    const bad = await call(t, 'POST', '/api/v1/reports', otherPlayer.user.headers, {
      targetType: 'CLIP',
      targetId: clipId,
      reason: 'BORED',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toContain('reason');
    const open = (await queue()).filter((r) => r.targetId === clipId);
    expect(open).toHaveLength(2);
    expect(open[0]).toMatchObject({
      status: 'OPEN',
      note: 'Not me in this video',
      content: { hidden: false },
    });
    expect(open[0]!.content?.playerId).toBe(player.player.id);
    // Only admins read the queue.
    expect((await call(t, 'GET', '/api/v1/admin/reports', coach.user.headers)).statusCode).toBe(403);
  }, 60_000);

  it('two reports at once by the same user leave one', async () => {
    const { commentId } = await content();
    const answers = await Promise.all([
      report(player.user.headers, 'COMMENT', commentId),
      report(player.user.headers, 'COMMENT', commentId),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await queue()).filter((r) => r.targetId === commentId)).toHaveLength(1);
  });

  it('a hidden comment is gone for the player and the coach, not for admins; restoring brings it back; audited', async () => {
    const { clipId, commentId } = await content();
    const reportId = (await report(player.user.headers, 'COMMENT', commentId)).json().id as string;
    const listed = (await queue()).find((r) => r.id === reportId)!;
    expect(listed.content).toMatchObject({ text: 'Knee over the ball', authorName: 'Karin Coach', clipId });

    const hidden = await resolve(reportId, 'HIDE');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      status: 'HIDDEN',
      resolutionNote: 'Checked by the welfare officer',
    });
    for (const who of [player.user.headers, coach.user.headers]) {
      const clip: Clip = (await clipOf(who, clipId)).json();
      expect(clip.comments).toEqual([]);
    }
    expect(((await clipOf(admin.headers, clipId)).json() as Clip).comments).toHaveLength(1);
    // Gone means gone: the player cannot report it again either.
    expect((await report(coach.user.headers, 'COMMENT', commentId)).statusCode).toBe(404);
    expect((await resolve(reportId, 'HIDE')).statusCode).toBe(409);
    expect((await resolve(reportId, 'DISMISS')).statusCode).toBe(409);
    expect((await queue('HIDDEN')).map((r) => r.id)).toContain(reportId);

    const restored = await resolve(reportId, 'RESTORE', 'Fair coaching remark');
    expect(restored.json()).toMatchObject({ status: 'RESTORED', content: { hidden: false } });
    expect(((await clipOf(player.user.headers, clipId)).json() as Clip).comments).toHaveLength(1);
    expect((await resolve(reportId, 'RESTORE')).statusCode).toBe(409);

    const trail = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, commentId), eq(auditEvents.actorId, admin.user.id)));
    expect(trail.map((e) => e.action).sort()).toEqual(['report.hide', 'report.restore']);
    expect(trail.find((e) => e.action === 'report.restore')!.detail).toMatchObject({
      reportId,
      note: 'Fair coaching remark',
      before: { status: 'HIDDEN' },
      after: { status: 'RESTORED' },
    });
  });

  it('a hidden clip is gone from every read path but the admin’s, its links stop working; every report of it is settled', async () => {
    const { clipId, commentId } = await content();
    const before: Clip = (await clipOf(player.user.headers, clipId)).json();
    const byPlayer = (await report(player.user.headers, 'CLIP', clipId)).json().id as string;
    const byCoach = (await report(coach.user.headers, 'CLIP', clipId)).json().id as string;
    expect((await resolve(byPlayer, 'HIDE')).statusCode).toBe(200);
    expect((await queue('HIDDEN')).filter((r) => [byPlayer, byCoach].includes(r.id))).toHaveLength(2);

    expect((await clipOf(player.user.headers, clipId)).statusCode).toBe(404);
    expect((await clipOf(coach.user.headers, clipId)).statusCode).toBe(404);
    expect((await clipOf(admin.headers, clipId)).statusCode).toBe(200);
    const list: Clip[] = (
      await call(t, 'GET', `/api/v1/player/${player.player.id}/clips`, player.user.headers)
    ).json();
    expect(list.map((c) => c.id)).not.toContain(clipId);
    const coachList: Clip[] = (await call(t, 'GET', '/api/v1/manager/me/clips', coach.user.headers)).json();
    expect(coachList.map((c) => c.id)).not.toContain(clipId);
    const video = await t.app.inject({
      method: 'GET',
      url: before.playbackUrl!,
      headers: { range: 'bytes=0-9' },
    });
    expect(video.statusCode).toBe(404);
    expect((await report(player.user.headers, 'COMMENT', commentId)).statusCode).toBe(404);
    const comment = await call(t, 'POST', `/api/v1/clips/${clipId}/comments`, coach.user.headers, {
      atSeconds: 1,
      text: 'Still here?',
    });
    expect(comment.statusCode).toBe(404);
  });

  it('hides a coach’s feedback from the player and the coach; a dismissed report leaves the content', async () => {
    const { feedbackId, clipId } = await content();
    const feedbackOf = async (headers: Headers) =>
      (
        (await call(t, 'GET', `/api/v1/player/${player.player.id}/feedback`, headers)).json() as {
          id: string;
        }[]
      ).map((f) => f.id);
    const reportId = (await report(player.user.headers, 'FEEDBACK', feedbackId)).json().id as string;
    // Another player cannot report what they cannot read.
    expect((await report(otherPlayer.user.headers, 'FEEDBACK', feedbackId)).statusCode).toBe(403);
    expect((await resolve(reportId, 'HIDE')).statusCode).toBe(200);
    expect(await feedbackOf(player.user.headers)).not.toContain(feedbackId);
    expect(await feedbackOf(coach.user.headers)).not.toContain(feedbackId);
    expect(await feedbackOf(admin.headers)).toContain(feedbackId);

    const dismissed = (await report(coach.user.headers, 'CLIP', clipId)).json().id as string;
    const answer = await resolve(dismissed, 'DISMISS', 'A normal drill video');
    expect(answer.json()).toMatchObject({ status: 'DISMISSED', resolutionNote: 'A normal drill video' });
    expect((await clipOf(player.user.headers, clipId)).statusCode).toBe(200);
    expect(
      (await call(t, 'PUT', `/api/v1/admin/reports/${dismissed}`, admin.headers, { action: 'HIDE' }))
        .statusCode,
    ).toBe(400);
    expect((await resolve(crypto.randomUUID(), 'HIDE')).statusCode).toBe(404);
  });

  it('two admins acting at once: one acts, the other is told it was handled', async () => {
    const { clipId } = await content();
    const reportId = (await report(coach.user.headers, 'CLIP', clipId)).json().id as string;
    const answers = await Promise.all([resolve(reportId, 'HIDE'), resolve(reportId, 'DISMISS')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('counts reports before checking them: the eleventh in a minute is refused', async () => {
    const reporter = await createSubscriber(t);
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push((await report(reporter.user.headers, 'CLIP', crypto.randomUUID())).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
