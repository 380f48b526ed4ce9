import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Clip } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSubscriber,
  postCard,
  type Subscriber,
  startCheckout,
  subscribe,
} from '../../test/billing-helpers.ts';
import { createUpload, headUpload, makeTinyClip, patchUpload, uploadClip } from '../../test/clip-helpers.ts';
import { createCoach, joinTeam, type TestCoach } from '../../test/coach-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { addChild, call, createGuardian } from '../../test/household-helpers.ts';
import { clipFiles } from './clip-files.ts';
import { deleteExpiredClips, processPendingClips } from './clip-jobs.ts';
import { findClip } from './clips.repo.ts';

const SESSION = '11111111-1111-4111-8111-111111111111';
const DAY = 86_400_000;

describe('show your coach: clips', () => {
  let t: TestApp;
  let admin: TestUser;
  let coach: TestCoach;
  let otherCoach: TestCoach;
  let player: Subscriber;
  let otherPlayer: Subscriber;
  let tiny: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    coach = await createCoach(t, admin, { firstName: 'Karin', lastName: 'Coach' });
    otherCoach = await createCoach(t, admin);
    player = await createSubscriber(t);
    otherPlayer = await createSubscriber(t);
    expect((await joinTeam(t, player.user.headers, coach.me.teamCode)).statusCode).toBeLessThan(300);
    tiny = makeTinyClip();
  });
  afterAll(() => t.close());
  const jobCtx = () => ({ db: t.database.db, clock: t.clock, config: t.app.config });

  const get = (url: string, headers?: { authorization: string }, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...extra } });

  it('a broken-off upload resumes where it stopped and gives exactly one clip, transcoded without location', async () => {
    const created = await createUpload(t, player.user.headers, tiny.length, {
      playerId: player.player.id,
      sessionId: SESSION,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = String(created.headers.location).split('/').pop()!;
    const half = Math.floor(tiny.length / 2);
    expect((await patchUpload(t, player.user.headers, id, 0, tiny.subarray(0, half))).statusCode).toBe(204);
    const head = await headUpload(t, player.user.headers, id);
    expect(head.headers['upload-offset']).toBe(String(half));
    // Another user cannot continue it.
    expect((await headUpload(t, otherPlayer.user.headers, id)).statusCode).toBe(404);
    expect((await patchUpload(t, player.user.headers, id, half, tiny.subarray(half))).statusCode).toBe(204);

    const processing: Clip = (await get(`/api/v1/clips/${id}`, player.user.headers)).json();
    expect(processing).toMatchObject({ id, status: 'PROCESSING', playbackUrl: null });
    expect(await processPendingClips(jobCtx())).toEqual({ ready: 1, rejected: 0 });
    expect(await processPendingClips(jobCtx())).toEqual({ ready: 0, rejected: 0 });

    const list: Clip[] = (await get(`/api/v1/player/${player.player.id}/clips`, player.user.headers)).json();
    expect(list.map((c) => c.id)).toEqual([id]);
    expect(list[0]).toMatchObject({ status: 'READY', sessionId: SESSION, verdict: null });
    expect(list[0]!.durationSeconds).toBeCloseTo(2, 0);

    const video = clipFiles(t.config, id).video;
    const probe = JSON.parse(
      execFileSync(
        'ffprobe',
        ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', video],
        {
          encoding: 'utf8',
        },
      ),
    );
    expect(probe.streams.find((s: { codec_type: string }) => s.codec_type === 'video').codec_name).toBe(
      'h264',
    );
    const tags = [probe.format.tags, ...probe.streams.map((stream: { tags?: object }) => stream.tags)];
    expect(tags.flatMap((tag) => Object.keys(tag ?? {})).filter((key) => /location|xyz/i.test(key))).toEqual(
      [],
    );
    expect(JSON.stringify(probe)).not.toContain('59.3293');
    expect(existsSync(clipFiles(t.config, id).upload)).toBe(false);
  });

  it('shows a clip to the player, their coach and admins only; the coach comments and approves, the player sees it', async () => {
    const id = await uploadClip(
      t,
      player.user.headers,
      { playerId: player.player.id, sessionId: SESSION },
      tiny,
    );
    await processPendingClips(jobCtx());
    const url = `/api/v1/clips/${id}`;
    expect((await get(url, player.user.headers)).statusCode).toBe(200);
    expect((await get(url, coach.user.headers)).statusCode).toBe(200);
    expect((await get(url, admin.headers)).statusCode).toBe(200);
    expect((await get(url, otherCoach.user.headers)).statusCode).toBe(403);
    expect((await get(url, otherPlayer.user.headers)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);

    const queue: Clip[] = (await get('/api/v1/manager/me/clips?status=TO_REVIEW', coach.user.headers)).json();
    expect(queue.map((c) => c.id)).toContain(id);
    const otherQueue: Clip[] = (
      await get('/api/v1/manager/me/clips?status=TO_REVIEW', otherCoach.user.headers)
    ).json();
    expect(otherQueue).toEqual([]);

    const comment = (headers: { authorization: string }) =>
      t.app.inject({
        method: 'POST',
        url: `${url}/comments`,
        headers,
        payload: { atSeconds: 1.2, text: 'Knee over the ball' },
      });
    expect((await comment(otherCoach.user.headers)).statusCode).toBe(403);
    expect((await comment(player.user.headers)).statusCode).toBe(403);
    const made = await comment(coach.user.headers);
    expect(made.statusCode, made.body).toBe(201);

    const verdict = (headers: { authorization: string }, value: string) =>
      t.app.inject({ method: 'PUT', url: `${url}/verdict`, headers, payload: { verdict: value } });
    expect((await verdict(player.user.headers, 'APPROVED')).json().message).toBe(
      'Only a coach of the player can give a verdict',
    );
    expect((await verdict(coach.user.headers, 'MAYBE')).statusCode).toBe(400);
    expect((await verdict(coach.user.headers, 'APPROVED')).statusCode).toBe(200);

    const seen: Clip = (await get(url, player.user.headers)).json();
    expect(seen.verdict).toBe('APPROVED');
    expect(seen.comments).toEqual([
      expect.objectContaining({ atSeconds: 1.2, text: 'Knee over the ball', authorName: 'Karin Coach' }),
    ]);
    const after: Clip[] = (await get('/api/v1/manager/me/clips?status=TO_REVIEW', coach.user.headers)).json();
    expect(after.map((c) => c.id)).not.toContain(id);
  });

  it('refuses more than 200 MB with 413 and bad metadata with 400', async () => {
    const big = await createUpload(t, player.user.headers, 200 * 1024 * 1024 + 1, {
      playerId: player.player.id,
      sessionId: SESSION,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('A clip may be at most 200 MB');
    const both = await createUpload(t, player.user.headers, 10, {
      playerId: player.player.id,
      sessionId: SESSION,
      challengeId: SESSION,
    });
    expect(both.statusCode).toBe(400);
    const forOther = await createUpload(t, player.user.headers, 10, {
      playerId: otherPlayer.player.id,
      sessionId: SESSION,
    });
    expect(forOther.statusCode).toBe(403);
  });

  it('needs the VIDEO consent for a household child; the guardians see the clip, a guardian of another home does not', async () => {
    const guardian = await createGuardian(t);
    const child = await addChild(t, guardian);
    const target = { playerId: child.playerId, challengeId: SESSION };
    const refused = await createUpload(t, guardian.headers, tiny.length, target);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Consent needed: VIDEO');
    const consent = await call(t, 'POST', '/api/v1/household/consents', guardian.headers, {
      playerId: child.playerId,
      scopes: ['VIDEO'],
    });
    expect(consent.statusCode, consent.body).toBeLessThan(300);
    const id = await uploadClip(t, guardian.headers, target, tiny);
    await processPendingClips(jobCtx());
    expect((await get(`/api/v1/clips/${id}`, guardian.headers)).json()).toMatchObject({
      status: 'READY',
      challengeId: SESSION,
    });
    const stranger = await createGuardian(t);
    expect((await get(`/api/v1/clips/${id}`, stranger.headers)).statusCode).toBe(403);
    expect((await get(`/api/v1/player/${child.playerId}/clips`, stranger.headers)).statusCode).toBe(403);
  });

  it('lists clips in the export with links that work for a day, and erases them with the account', async () => {
    const owner = await createSubscriber(t);
    const id = await uploadClip(
      t,
      owner.user.headers,
      { playerId: owner.player.id, sessionId: SESSION },
      tiny,
    );
    await processPendingClips(jobCtx());
    const exported = await get('/api/v1/user/export', owner.user.headers);
    expect(exported.statusCode, exported.body).toBe(200);
    const [listed] = exported.json().other.clips as Clip[];
    expect(listed).toMatchObject({ id, status: 'READY' });
    const expires = Number(new URL(listed!.playbackUrl!).searchParams.get('expires'));
    expect(expires * 1000 - t.clock.now().getTime()).toBeGreaterThan(23 * 3600_000);
    const link = new URL(listed!.playbackUrl!);
    expect((await get(`${link.pathname}${link.search}`)).statusCode).toBe(200);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user',
      headers: owner.user.headers,
      payload: { password: owner.user.password },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await findClip(t.database.db, id)).toBeNull();
    expect(existsSync(clipFiles(t.config, id).video)).toBe(false);
  });

  it('an approved clip verifies the challenge result recorded with it; a clip over 60 s or a WebM is handled', async () => {
    const s = await createSubscriber(t);
    const subscription = await subscribe(t, s);
    const checkout = await startCheckout(t, s, subscription.id, { paymentModel: 'MONTHLY' });
    expect((await postCard(t, checkout.url, '4242424242424242')).statusCode).toBe(303);
    expect((await joinTeam(t, s.user.headers, coach.me.teamCode)).statusCode).toBeLessThan(300);
    const challenges = await get(`/api/v1/challenges?ageGroupId=${s.player.ageGroupId}`, s.user.headers);
    const juggling = (challenges.json() as { id: string; key: string }[]).find((c) => c.key === 'juggling')!;
    const webm = makeTinyClip({ container: 'webm' });
    const id = await uploadClip(t, s.user.headers, { playerId: s.player.id, challengeId: juggling.id }, webm);
    const long = await uploadClip(
      t,
      s.user.headers,
      { playerId: s.player.id, challengeId: juggling.id },
      makeTinyClip({ seconds: 62, fps: 1 }),
    );
    expect(await processPendingClips(jobCtx())).toEqual({ ready: 1, rejected: 1 });
    expect((await get(`/api/v1/clips/${long}`, s.user.headers)).json()).toMatchObject({
      status: 'REJECTED',
      playbackUrl: null,
    });

    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/player/${s.player.id}/challenge-results`,
      headers: s.user.headers,
      payload: { challengeId: juggling.id, value: 12, clipId: id },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json().verified).toBe(false);
    const approve = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/clips/${id}/verdict`,
      headers: coach.user.headers,
      payload: { verdict: 'APPROVED' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const results = await get(`/api/v1/player/${s.player.id}/challenge-results`, s.user.headers);
    expect(results.json()[0]).toMatchObject({ id: recorded.json().id, verified: true });
  });

  it('plays through signed links with byte ranges that expire after 10 minutes; clips go after 90 days', async () => {
    const id = await uploadClip(
      t,
      player.user.headers,
      { playerId: player.player.id, sessionId: SESSION },
      tiny,
    );
    await processPendingClips(jobCtx());
    const clip: Clip = (await get(`/api/v1/clips/${id}`, player.user.headers)).json();
    const ranged = await get(clip.playbackUrl!, undefined, { range: 'bytes=0-99' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(ranged.rawPayload.length).toBe(100);
    expect(ranged.headers['content-type']).toBe('video/mp4');
    expect((await get(clip.posterUrl!)).headers['content-type']).toBe('image/jpeg');
    // Another first character of the signature (replacing it with a fixed one would forge nothing
    // when the signature happens to start with it).
    const forged = clip.playbackUrl!.replace(
      /signature=(.)/,
      (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect((await get(forged)).statusCode).toBe(403);

    t.clock.advance(10 * 60_000 + 1000);
    expect((await get(clip.playbackUrl!, undefined, { range: 'bytes=0-99' })).json().message).toBe(
      'This link has expired',
    );

    t.clock.advance(89 * DAY);
    expect((await deleteExpiredClips(jobCtx())).deleted).toBe(0);
    t.clock.advance(DAY);
    expect((await deleteExpiredClips(jobCtx())).deleted).toBeGreaterThanOrEqual(1);
    expect(await findClip(t.database.db, id)).toBeNull();
    expect(existsSync(clipFiles(t.config, id).video)).toBe(false);
  });
});
