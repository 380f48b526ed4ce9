import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` every `seconds` in this process (0: never), the first time after `firstDelaySeconds`;
 * a slow run is never overlapped by the next, and closing the app waits for the run in progress.
 */
export function schedulePeriodicJob<R>(
  app: FastifyInstance,
  job: {
    name: string;
    seconds: number;
    firstDelaySeconds: number;
    run: () => Promise<R>;
    /** Whether a run's report is worth a log line. */
    worthLogging: (report: R) => boolean;
  },
): void {
  if (job.seconds <= 0) return;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = job
      .run()
      .then((report) => {
        if (job.worthLogging(report)) app.log.info({ report }, job.name);
      })
      .catch((error) => app.log.error({ err: error }, `${job.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, Math.min(job.seconds, job.firstDelaySeconds) * 1000);
  const timer = setInterval(tick, job.seconds * 1000);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
