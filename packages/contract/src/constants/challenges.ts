/** Skill challenges (api-contract.md part 2, "Skill challenges"): values without zod. */
export const CHALLENGE_UNITS = ['COUNT', 'SECONDS'] as const;
export type ChallengeUnit = (typeof CHALLENGE_UNITS)[number];

/** Whether a higher value (juggles) or a lower one (seconds of a slalom) is the better result. */
export const CHALLENGE_BETTER = ['HIGHER', 'LOWER'] as const;
export type ChallengeBetter = (typeof CHALLENGE_BETTER)[number];

export const CHALLENGE_TIERS = ['NONE', 'BRONZE', 'SILVER', 'GOLD'] as const;
export type ChallengeTier = (typeof CHALLENGE_TIERS)[number];

/** The highest value any challenge accepts (a challenge's own `maxValue` is usually lower). */
export const CHALLENGE_VALUE_CEILING = 10_000;

export const CHALLENGE_MESSAGES = {
  challengeNotFound: 'Challenge not found',
  notForAgeGroup: 'This challenge is not set for the player’s age group',
  valueTooHigh: 'This value is higher than the challenge allows',
  wholeNumber: 'Give a whole number',
  tenths: 'Give the time in seconds with at most one decimal',
  positiveTime: 'A time must be more than 0 seconds',
  resultNotFound: 'Challenge result not found',
  onlyCoachVerifies: 'Only a coach of the player can verify a result',
  thresholdOrderHigher: 'For a higher-is-better challenge: bronze < silver < gold',
  thresholdOrderLower: 'For a lower-is-better challenge: bronze > silver > gold',
  thresholdAboveMax: 'A threshold cannot be higher than the challenge’s maximum value',
  thresholdRepeated: 'Give each age group’s thresholds once',
  neededByPhase: 'A phase of this age group’s program names this challenge: keep its marks',
} as const;

/** A challenge's bronze, silver and gold marks. */
export interface ChallengeMarks {
  bronze: number;
  silver: number;
  gold: number;
}

/** The tier a value earns against thresholds: GOLD, SILVER, BRONZE or NONE. */
export function challengeTier(
  value: number,
  better: ChallengeBetter,
  thresholds: ChallengeMarks,
): ChallengeTier {
  const reaches = (mark: number) => (better === 'HIGHER' ? value >= mark : value <= mark);
  if (reaches(thresholds.gold)) return 'GOLD';
  if (reaches(thresholds.silver)) return 'SILVER';
  if (reaches(thresholds.bronze)) return 'BRONZE';
  return 'NONE';
}

/** Whether the marks are in order for `better`: rising for HIGHER, falling for LOWER. */
export function thresholdsInOrder(better: ChallengeBetter, t: ChallengeMarks): boolean {
  return better === 'HIGHER'
    ? t.bronze < t.silver && t.silver < t.gold
    : t.bronze > t.silver && t.silver > t.gold;
}
