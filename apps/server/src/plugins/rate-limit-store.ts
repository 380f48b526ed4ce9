import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Store = FastifyRateLimitStore;
type StoreConstructor = new (...args: unknown[]) => Store;

const require = createRequire(import.meta.url);
// The package's own stores (CommonJS, not in its typings): Redis when it answers, memory otherwise.
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor;

/**
 * A rate-limit store shared through Redis that falls back to this process's memory while Redis does
 * not answer, instead of failing the request (a Redis outage once turned the token call into a 500).
 * The limits then hold per process, not across processes: weaker, so the log says so, once per
 * outage, and again when Redis is back.
 */
export function redisStoreWithFallback(redis: Redis, nameSpace: string, log: FastifyBaseLogger) {
  const state = { degraded: false };
  const degrade = (error: Error | null) => {
    if (state.degraded) return;
    state.degraded = true;
    log.warn(
      { err: error ?? undefined },
      'Redis does not answer: rate limits are kept in this process until it is back (per process, not shared)',
    );
  };
  const recover = () => {
    if (!state.degraded) return;
    state.degraded = false;
    log.info('Redis answers again: rate limits are shared again');
  };

  function make(shared: Store, local: Store): Store {
    return {
      incr(key, cb, timeWindow, max) {
        // Not connected (down, reconnecting): no waiting on Redis's retries, memory at once.
        if (redis.status !== 'ready') {
          degrade(null);
          local.incr(key, cb, timeWindow, max);
          return;
        }
        shared.incr(
          key,
          (err, res) => {
            if (err || !res) {
              degrade(err);
              local.incr(key, cb, timeWindow, max);
              return;
            }
            recover();
            cb(null, res);
          },
          timeWindow,
          max,
        );
      },
      child: (routeOptions) => make(shared.child(routeOptions), local.child(routeOptions)),
    };
  }

  // @fastify/rate-limit constructs `store` with its global parameters.
  return function FallbackStore(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
    return make(
      new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
      new LocalStore(params.continueExceeding, params.exponentialBackoff, 5000),
    );
  } as unknown as FastifyRateLimitStoreCtor;
}
