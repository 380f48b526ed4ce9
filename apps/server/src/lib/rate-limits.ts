import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

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

/**
 * Runs `work` while no other request (in any process) runs it for the same key: a one-slot counter
 * in the database, taken atomically before the work and freed after it. A concurrent call gets 409
 * `message` instead of running twice (e.g. two taps that would each charge a card). The slot frees
 * itself after the limiter's window should a process die mid-way.
 */
export async function exclusively<T>(
  slot: AccountLimiter,
  key: string,
  message: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    await slot.consume(key);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) throw new AppError(409, message);
    throw error;
  }
  try {
    return await work();
  } finally {
    await slot.reset(key);
  }
}

/** One payment step (checkout session, enable-billing) per subscription at a time. */
export const PAYMENT_STEP_SLOT = { name: 'payment-step', max: 1, timeWindow: 2 * 60_000 } as const;
