import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors.ts';

/** A counter per key (an account, a verification…) beside the per-address limits of `config.rateLimit`. */
export interface AccountLimiter {
  /** Throws 429 (with Retry-After) when the key has used up its window. */
  check(request: FastifyRequest, key: string): Promise<void>;
  /** Counts one event for the key (a failure, a mail sent…). */
  count(request: FastifyRequest, key: string): Promise<void>;
  /** Counts one event and throws 429 when that goes past the limit. */
  consume(request: FastifyRequest, key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A limiter keyed by what the route names (not the address), sharing the rate-limit store (Redis
     * with REDIS_URL). `name` keeps the limiters apart.
     */
    accountLimiter(options: { name: string; max: number; timeWindow: number }): AccountLimiter;
  }
}

const limiterKey = Symbol('academy.limiterKey');
type KeyedRequest = FastifyRequest & { [limiterKey]?: string };

export function tooManyRequests(retryAfterSeconds: number): AppError {
  return new AppError(429, 'Too many requests, please try again later', undefined, {
    'Retry-After': String(Math.max(1, retryAfterSeconds)),
  });
}

/**
 * Rate limits are opt-in per route (`config.rateLimit`); with REDIS_URL they are shared by every
 * server process, otherwise kept in this process.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string }) => {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: true })
      : undefined;
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'academy-rl:',
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

    app.decorate(
      'accountLimiter',
      ({ name, max, timeWindow }: { name: string; max: number; timeWindow: number }) => {
        const limit = app.createRateLimit({
          max,
          timeWindow,
          keyGenerator: (request) => `acct:${name}:${(request as KeyedRequest)[limiterKey] ?? ''}`,
        });
        // The key generator runs synchronously at the start of each call, so setting the key just before is safe.
        const run = (request: FastifyRequest, key: string, increment: boolean) => {
          (request as KeyedRequest)[limiterKey] = key.toLowerCase();
          return limit(request, { increment });
        };
        return {
          async check(request, key) {
            const state = await run(request, key, false);
            if (!state.isAllowed && state.remaining <= 0) throw tooManyRequests(state.ttlInSeconds);
          },
          async count(request, key) {
            await run(request, key, true);
          },
          async consume(request, key) {
            const state = await run(request, key, true);
            if (!state.isAllowed && state.isExceeded) throw tooManyRequests(state.ttlInSeconds);
          },
        };
      },
    );
  },
  { name: 'rate-limit' },
);
