/** Show your coach (api-contract.md part 2, "Show your coach"): values and messages without zod. */
export const CLIP_STATUSES = ['PROCESSING', 'READY', 'REJECTED'] as const;
export type ClipStatus = (typeof CLIP_STATUSES)[number];

export const CLIP_VERDICTS = ['APPROVED', 'TRY_AGAIN'] as const;
export type ClipVerdict = (typeof CLIP_VERDICTS)[number];

/** At most 200 MB and 60 s per clip. */
export const CLIP_MAX_BYTES = 200 * 1024 * 1024;
export const CLIP_MAX_SECONDS = 60;
/** Clips are deleted with their files this many days after upload. */
export const CLIP_RETENTION_DAYS = 90;
/** A player may upload this many clips in CLIP_QUOTA_DAYS. */
export const CLIP_QUOTA = 20;
export const CLIP_QUOTA_DAYS = 30;
/** A comment's text. */
export const CLIP_COMMENT_MAX = 1000;

export const CLIP_MESSAGES = {
  consentNeeded: 'Consent needed: VIDEO',
  tooLarge: 'A clip may be at most 200 MB',
  quotaReached: 'You have uploaded the most clips allowed in 30 days',
  clipNotFound: 'Clip not found',
  metadataInvalid: 'Give playerId and either sessionId or challengeId',
  notReady: 'The clip is not ready yet',
  linkExpired: 'This link has expired',
  onlyCoachReviews: 'Only a coach of the player can give a verdict',
} as const;
