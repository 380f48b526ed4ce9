import type { FastifyRequest } from 'fastify';

/**
 * A per-caller limit keyed by the verified caller (the user id `app.authenticate` found), never by
 * header text a client can vary: @fastify/rate-limit appends its hook after the route's own
 * `onRequest`, so authentication has run. Anonymous calls fall back to the client address.
 */
export function perCaller(max: number, timeWindow = 60_000) {
  return {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
  };
}

/**
 * A counter per key (an account, an account and an address, a code…) beside the per-address limits of
 * `config.rateLimit`. The attempt is counted before it is checked, in the database in one statement,
 * so concurrent tries from any number of processes can never get past the limit.
 */
export interface AccountLimiter {
  /** Counts one attempt for the key, then throws 429 (with Retry-After) when that goes past the limit. */
  consume(key: string): Promise<void>;
  /** Gives the attempt back (it succeeded, or was not a guess). */
  refund(key: string): Promise<void>;
  /** Forgets the key's attempts (the owner signed in). */
  reset(key: string): Promise<void>;
}

/**
 * Runs `attempt` as one counted try on `key`: counted before it runs (429 past the limit), given back
 * when it succeeds, kept when it throws. Parallel wrong guesses can never exceed the limit.
 */
export async function countedTry<T>(
  limiter: AccountLimiter,
  key: string,
  attempt: () => Promise<T>,
): Promise<T> {
  await limiter.consume(key);
  const result = await attempt();
  await limiter.refund(key);
  return result;
}

/**
 * Tries of an account's current password (password change, re-authentication of e-mail and phone
 * changes, two-factor off, account deletion), one count per user for all of them.
 */
export const PASSWORD_CHECK_LIMIT = { name: 'password-check', max: 5, timeWindow: 15 * 60_000 } as const;
