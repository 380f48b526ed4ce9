/** Messages of the skill-challenge calls (api-contract.md, "Skill challenges"). */
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
  unknownAgeGroup: 'Unknown age group',
  neededByPhase: 'A phase of this age group’s program names this challenge: keep its marks',
} as const;

export const CHALLENGE_UNITS = ['COUNT', 'SECONDS'] as const;
export const CHALLENGE_BETTER = ['HIGHER', 'LOWER'] as const;
export const CHALLENGE_TIERS = ['NONE', 'BRONZE', 'SILVER', 'GOLD'] as const;
/** The highest value any challenge accepts (a challenge's own `maxValue` is usually lower). */
export const CHALLENGE_VALUE_CEILING = 10_000;
