import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clips } from '../../db/schema/index.ts';
import { createSubscriber, type Subscriber } from '../../test/billing-helpers.ts';
import { makeTinyClip, uploadClip } from '../../test/clip-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { runClipWorker } from './clip-worker.ts';

describe('clip worker processes', () => {
  let t: TestApp;
  let player: Subscriber;

  beforeAll(async () => {
    t = await buildTestApp();
    player = await createSubscriber(t);
  });
  afterAll(() => t.close());

  it('two workers side by side transcode each uploaded clip exactly once, and stop when told', async () => {
    const tiny = makeTinyClip();
    const target = { playerId: player.player.id, sessionId: '11111111-1111-4111-8111-111111111111' };
    const ids = [
      await uploadClip(t, player.user.headers, target, tiny),
      await uploadClip(t, player.user.headers, target, tiny),
    ];
    const stop = new AbortController();
    const ctx = { db: t.database.db, clock: t.clock, config: t.app.config };
    const workers = [1, 2].map(() => runClipWorker(ctx, { signal: stop.signal, intervalMs: 50 }));

    const statuses = async () =>
      Promise.all(
        ids.map(async (id) => (await t.database.db.select().from(clips).where(eq(clips.id, id)))[0]!),
      );
    await expect
      .poll(async () => (await statuses()).map((c) => c.status), { timeout: 90_000, interval: 200 })
      .toEqual(['READY', 'READY']);
    stop.abort();
    const done = await Promise.all(workers);
    expect(done.reduce((n, d) => n + d.ready, 0)).toBe(2);
    expect((await statuses()).map((c) => c.attempts)).toEqual([1, 1]);
  }, 120_000);
});
