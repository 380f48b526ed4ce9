import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Clip } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscriber, type Subscriber } from '../../test/billing-helpers.ts';
import { createUpload, headUpload, makeTinyClip, patchUpload, uploadClip } from '../../test/clip-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { type S3StandIn, startS3StandIn } from '../../test/s3-stand-in.ts';
import { deleteExpiredClips, processPendingClips } from './clip-jobs.ts';
import { findClip } from './clips.repo.ts';

/** Shared by both machines: the signed links' key derives from it. */
const KEY_MATERIAL = 'clips-s3-test-key-material';
const SESSION = '11111111-1111-4111-8111-111111111111';
const BUCKET = 'academy-clips';
const MB = 1024 * 1024;
const DAY = 86_400_000;

const envOf = (endpoint: string) => ({
  CLIP_STORE: 's3',
  S3_ENDPOINT: endpoint,
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: 'test-key',
  S3_SECRET_ACCESS_KEY: 'test-secret',
  TOTP_ENCRYPTION_KEY: KEY_MATERIAL,
});

/**
 * A clip of more than two S3 parts that is quick to transcode: a tiny video with loud uncompressed
 * audio (8 channels of noise at 96 kHz, 32 bit: 3 MB a second), and an iPhone's location tag.
 */
function makeLargeClip(): Buffer {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'clip-')), 'large.mov');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10'],
    ...['-f', 'lavfi', '-i', 'anoisesrc=sample_rate=96000:amplitude=0.5', '-t', '4', '-ac', '8'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'pcm_s32le', '-movflags', 'use_metadata_tags'],
    ...['-metadata', 'location=+59.3293+018.0686/', file],
  ]);
  return readFileSync(file);
}

describe('clips in an S3-compatible bucket (CLIP_STORE=s3, against the local S3 stand-in)', () => {
  let s3: S3StandIn;
  let t: TestApp;
  /** A second machine: its own process state and DATA_DIR, the same database, bucket and keys. */
  let other: TestApp;
  let player: Subscriber;
  let otherPlayer: Subscriber;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    t = await buildTestApp({
      env: envOf(s3.url),
    });
    other = await buildTestApp({
      database: { database: t.database, drop: async () => {} },
      clock: t.clock,
      env: envOf(s3.url),
    });
    player = await createSubscriber(t);
    otherPlayer = await createSubscriber(t);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    await s3.close();
  });
  const jobCtx = () => ({ db: t.database.db, clock: t.clock, config: t.app.config });
  const get = (url: string, headers?: { authorization: string }, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...extra } });
  const target = () => ({ playerId: player.player.id, sessionId: SESSION });

  it('an upload started on one machine resumes on another, which transcodes it; either plays it', async () => {
    const tiny = makeTinyClip();
    const created = await createUpload(t, player.user.headers, tiny.length, target());
    expect(created.statusCode, created.body).toBe(201);
    const id = String(created.headers.location).split('/').pop()!;
    expect((await patchUpload(t, player.user.headers, id, 0, tiny.subarray(0, 1000))).statusCode).toBe(204);
    // The second machine has never seen the upload, and nothing of it is in its DATA_DIR.
    expect(other.config.dataDir).not.toBe(t.config.dataDir);
    expect((await headUpload(other, player.user.headers, id)).headers['upload-offset']).toBe('1000');
    const rest = await patchUpload(other, player.user.headers, id, 1000, tiny.subarray(1000));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(s3.objects.get(`${BUCKET}/${id}`)!.body.equals(tiny)).toBe(true);
    const otherCtx = { db: other.database.db, clock: other.clock, config: other.app.config };
    expect(await processPendingClips(otherCtx)).toEqual({ ready: 1, rejected: 0 });

    const clip: Clip = (await get(`/api/v1/clips/${id}`, player.user.headers)).json();
    const played = await other.app.inject({
      method: 'GET',
      url: clip.playbackUrl!,
      headers: { range: 'bytes=0-99' },
    });
    expect(played.statusCode).toBe(206);
    expect(played.rawPayload.equals(s3.objects.get(`${BUCKET}/media/${id}.mp4`)!.body.subarray(0, 100))).toBe(
      true,
    );
    expect(s3.keys(BUCKET)).toEqual([`media/${id}.jpg`, `media/${id}.mp4`]);
  }, 60_000);

  it('a resumed upload goes to the bucket in parts, is transcoded from and to it, played with ranges, and deleted', async () => {
    const large = makeLargeClip();
    expect(large.length).toBeGreaterThan(10 * MB);
    const created = await createUpload(t, player.user.headers, large.length, target());
    expect(created.statusCode, created.body).toBe(201);
    const id = String(created.headers.location).split('/').pop()!;
    // 3 MB (less than a part: kept aside), then to 9 MB (a part of 8 MB), then the rest: three PATCHes.
    const cuts = [0, 3 * MB, 9 * MB, large.length];
    for (let i = 0; i < 3; i += 1) {
      const head = await headUpload(t, player.user.headers, id);
      expect(head.headers['upload-offset']).toBe(String(cuts[i]));
      const patched = await patchUpload(
        t,
        player.user.headers,
        id,
        cuts[i]!,
        large.subarray(cuts[i], cuts[i + 1]),
      );
      expect(patched.statusCode, patched.body).toBe(204);
    }
    expect((await headUpload(t, otherPlayer.user.headers, id)).statusCode).toBe(404);
    expect(s3.calls).toEqual(expect.arrayContaining(['CreateMultipartUpload', 'UploadPart', 'ListParts']));
    expect(s3.calls).toContain('CompleteMultipartUpload');
    expect(s3.uploads.size).toBe(0);
    expect(s3.objects.get(`${BUCKET}/${id}`)!.body.equals(large)).toBe(true);

    expect(await processPendingClips(jobCtx())).toEqual({ ready: 1, rejected: 0 });
    // The original is gone; the video and the poster are in the bucket.
    expect(s3.keys(BUCKET).filter((key) => key.includes(id))).toEqual([`media/${id}.jpg`, `media/${id}.mp4`]);
    const video = s3.objects.get(`${BUCKET}/media/${id}.mp4`)!.body;
    const probed = path.join(mkdtempSync(path.join(os.tmpdir(), 'clip-')), 'out.mp4');
    writeFileSync(probed, video);
    const probe = execFileSync(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', probed],
      {
        encoding: 'utf8',
      },
    );
    const streams = JSON.parse(probe).streams as { codec_type: string; codec_name: string }[];
    expect(streams.map((stream) => [stream.codec_type, stream.codec_name])).toEqual([
      ['video', 'h264'],
      ['audio', 'aac'],
    ]);
    expect(probe).not.toContain('59.3293');

    const clip: Clip = (await get(`/api/v1/clips/${id}`, player.user.headers)).json();
    expect(clip).toMatchObject({ status: 'READY' });
    expect((await get(`/api/v1/clips/${id}`, otherPlayer.user.headers)).statusCode).toBe(403);
    const ranged = await get(clip.playbackUrl!, undefined, { range: 'bytes=100-199' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(ranged.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const whole = await get(clip.playbackUrl!);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);
    expect((await get(clip.playbackUrl!, undefined, { range: `bytes=${video.length}-` })).statusCode).toBe(
      416,
    );
    const poster = await get(clip.posterUrl!);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.equals(s3.objects.get(`${BUCKET}/media/${id}.jpg`)!.body)).toBe(true);

    t.clock.advance(90 * DAY + 60_000);
    expect((await deleteExpiredClips(jobCtx())).deleted).toBe(2);
    expect(await findClip(t.database.db, id)).toBeNull();
    expect(s3.keys(BUCKET)).toEqual([]);
  }, 120_000);

  it('a cancelled upload aborts its multipart upload; deleting the account removes the clip objects', async () => {
    const tiny = makeTinyClip();
    // The first test moved the clock on by 90 days: new users, with fresh tokens.
    const uploader = await createSubscriber(t);
    const created = await createUpload(t, uploader.user.headers, tiny.length, {
      playerId: uploader.player.id,
      sessionId: SESSION,
    });
    const id = String(created.headers.location).split('/').pop()!;
    expect((await patchUpload(t, uploader.user.headers, id, 0, tiny.subarray(0, 1000))).statusCode).toBe(204);
    expect(s3.uploads.size).toBe(1);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/clips/uploads/${id}`,
      headers: { ...uploader.user.headers, 'tus-resumable': '1.0.0' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(s3.calls).toContain('AbortMultipartUpload');
    expect(s3.uploads.size).toBe(0);
    // The route removes what tus leaves (the bytes of a PATCH smaller than a part) once tus has answered.
    await expect.poll(() => s3.keys(BUCKET)).toEqual([]);

    const owner = await createSubscriber(t);
    const kept = await uploadClip(
      t,
      owner.user.headers,
      { playerId: owner.player.id, sessionId: SESSION },
      tiny,
    );
    // A second upload the owner broke off: its multipart upload goes with the account too.
    const broken = await createUpload(t, owner.user.headers, tiny.length, {
      playerId: owner.player.id,
      sessionId: SESSION,
    });
    const brokenId = String(broken.headers.location).split('/').pop()!;
    expect((await patchUpload(t, owner.user.headers, brokenId, 0, tiny.subarray(0, 1000))).statusCode).toBe(
      204,
    );
    expect(await processPendingClips(jobCtx())).toEqual({ ready: 1, rejected: 0 });
    expect(s3.keys(BUCKET)).toEqual(expect.arrayContaining([`media/${kept}.mp4`, `${brokenId}.info`]));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user',
      headers: owner.user.headers,
      payload: { password: owner.user.password },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(s3.keys(BUCKET)).toEqual([]);
    expect(s3.uploads.size).toBe(0);
  }, 60_000);
});
