import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

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
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      errorResponseBuilder: (_request, context) => {
        const error = new Error('Too many requests') as Error & { statusCode: number; retryAfter: string };
        error.statusCode = context.statusCode;
        error.retryAfter = context.after;
        return error;
      },
    });
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  },
  { name: 'rate-limit' },
);
