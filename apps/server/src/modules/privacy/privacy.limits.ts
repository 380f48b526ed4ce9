import { perCaller } from '../../lib/rate-limits.ts';

/** Rate limits of the privacy calls (README, "Children and privacy"). */
export const PRIVACY_LIMITS = {
  perAddress: { max: 20, timeWindow: 60_000 },
  /** The guardian's page is public; its token is 256 random bits, the limit keeps scanners slow. */
  guardianPage: { max: 30, timeWindow: 60_000 },
  resendPerPlayer: { max: 3, timeWindow: 60 * 60_000 },
  /** A whole export reads every table: a few an hour per caller. */
  exportPerCaller: perCaller(5, 60 * 60_000),
  passwordFailuresPerAccount: { max: 5, timeWindow: 15 * 60_000 },
} as const;
