import type { ServiceContext } from '../../lib/service-context.ts';
import { processPendingClips } from './clip-jobs.ts';

type Ctx = Pick<ServiceContext, 'db' | 'clock' | 'config'>;

/**
 * The loop of a clip worker process (`npm run worker`, docs/clips.md): transcodes what is waiting
 * (claimed with `for update skip locked`, so any number of workers and servers transcode each clip
 * once), then waits `intervalMs` before looking again, until `signal` aborts (the clip being
 * transcoded is finished first). Answers how many clips it finished.
 */
export async function runClipWorker(
  ctx: Ctx,
  options: { signal: AbortSignal; intervalMs: number; onError?: (error: unknown) => void },
): Promise<{ ready: number; rejected: number }> {
  const total = { ready: 0, rejected: 0 };
  while (!options.signal.aborted) {
    try {
      const done = await processPendingClips(ctx, 1);
      total.ready += done.ready;
      total.rejected += done.rejected;
      if (done.ready + done.rejected > 0) continue;
    } catch (error) {
      options.onError?.(error);
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.intervalMs);
      options.signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
  }
  return total;
}
