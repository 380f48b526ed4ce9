import { perCaller } from '../../lib/rate-limits.ts';

/** Rate limits of the manager and coach calls (README, "Coaches and their players"). */
export const MANAGER_LIMITS = {
  createPerAddress: { max: 30, timeWindow: 60_000 },
  /** Team codes can be guessed in principle: every try counts, before the code is looked at. */
  joinPerAddress: { max: 30, timeWindow: 60_000 },
  joinPerAccount: { max: 10, timeWindow: 15 * 60_000 },
  newCodePerCaller: perCaller(10),
  feedbackPerCaller: perCaller(30),
  /** A coach correcting their company and place. */
  updatePerCaller: perCaller(30),
} as const;
