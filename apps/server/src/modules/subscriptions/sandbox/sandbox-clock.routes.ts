import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { isSandbox } from '../../../integrations/payments/index.ts';
import { serviceContext } from '../../../lib/service-context.ts';
import { runSubscriptionJob } from '../subscriptions.job.ts';
import { SUBSCRIPTION_LIMITS } from '../subscriptions.limits.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The sandbox's test clock (like Stripe's test clocks): runs the subscription job as if `days` had
 * passed, so a browser test can see a renewal (and its failure) now. Only with the sandbox provider
 * and SANDBOX_TEST_CLOCK=true; otherwise the route does not exist.
 */
export const sandboxClockRoutes: FastifyPluginAsync = async (app) => {
  const ctx = serviceContext(app);
  if (!app.config.billing.sandboxTestClock || !isSandbox(ctx.payments)) return;
  app.post(
    '/sandbox/test-clock/advance',
    {
      schema: { hide: true, body: z.object({ days: z.number().min(0).max(400) }) },
      config: { rateLimit: SUBSCRIPTION_LIMITS.testClockPerAddress },
    },
    async (request) => {
      const { days } = request.body as { days: number };
      return runSubscriptionJob(ctx, new Date(ctx.clock.now().getTime() + days * DAY));
    },
  );
};
