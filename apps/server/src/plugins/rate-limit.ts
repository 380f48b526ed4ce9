import { ERROR_MESSAGES } from '@academy/contract';
import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  decrementAttempt,
  deleteAttemptCounter,
  deleteStaleAttemptCounters,
  incrementAttempt,
} from '../lib/attempt-counters.repo.ts';
import { AppError } from '../lib/errors.ts';
import type { AccountLimiter } from '../lib/rate-limits.ts';
import { redisStoreWithFallback } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A limiter keyed by what the caller names (never raw header text). `name` keeps limiters apart. */
    accountLimiter(options: { name: string; max: number; timeWindow: number }): AccountLimiter;
  }
}

export function tooManyRequests(retryAfterSeconds: number): AppError {
  return new AppError(429, ERROR_MESSAGES.tooManyRequests, undefined, {
    'Retry-After': String(Math.max(1, retryAfterSeconds)),
  });
}

/**
 * Rate limits are opt-in per route (`config.rateLimit`); with REDIS_URL they are shared by every
 * server process (kept in this process while Redis does not answer), otherwise kept in this process.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string }) => {
    // ioredis is loaded only when there is a Redis to talk to.
    const redis = opts.redisUrl
      ? new (await import('ioredis')).Redis(opts.redisUrl, {
          connectTimeout: 2000,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: true,
        })
      : undefined;
    // Errors are reported by the store's fallback (once per outage), not as unhandled events.
    redis?.on('error', () => undefined);
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { store: redisStoreWithFallback(redis, 'academy-rl:', app.log) } : {}),
      skipOnError: false,
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: (_request, context) => {
        const error = new Error('Too many requests') as Error & { statusCode: number; retryAfter: string };
        error.statusCode = context.statusCode;
        error.retryAfter = context.after;
        return error;
      },
    });
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));

    let calls = 0;
    app.decorate(
      'accountLimiter',
      ({ name, max, timeWindow }: { name: string; max: number; timeWindow: number }): AccountLimiter => {
        // Only a hash is stored: the table holds no e-mail address or client address.
        const stored = (key: string) =>
          createHash('sha256').update(`${name}\0${key.toLowerCase()}`).digest('base64url');
        return {
          async consume(key) {
            const db = app.database.db;
            const now = app.clock.now();
            calls += 1;
            if (calls % 500 === 0) void deleteStaleAttemptCounters(db, now).catch(() => undefined);
            const { count, windowEndsAt } = await incrementAttempt(db, stored(key), timeWindow, now);
            if (count > max)
              throw tooManyRequests(Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
          },
          refund: (key) => decrementAttempt(app.database.db, stored(key)),
          reset: (key) => deleteAttemptCounter(app.database.db, stored(key)),
        };
      },
    );
  },
  { name: 'rate-limit' },
);
