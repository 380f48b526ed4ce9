import type { FastifyRequest } from 'fastify';
import { perCaller } from '../../lib/rate-limits.ts';

/** Card tries on one sandbox checkout session, per address. */
function perSandboxSession(max: number, timeWindow = 60_000) {
  return {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) =>
      `sandbox:${(request.params as { sessionId?: string }).sessionId ?? ''}:${request.ip}`,
  };
}

/** Rate limits of the paid-subscription calls (README, "Subscriptions and billing"). */
export const SUBSCRIPTION_LIMITS = {
  subscribePerCaller: perCaller(60),
  enableBillingPerCaller: perCaller(20),
  checkoutPerCaller: perCaller(30),
  webhookPerAddress: { max: 600, timeWindow: 60_000 },
  sandboxPagePerAddress: { max: 60, timeWindow: 60_000 },
  sandboxPayPerSession: perSandboxSession(20),
} as const;
