/** Habits (api-contract.md part 2, "Habits: weekly goals, rest, reminders"): values without zod. */
export const WEEK_STATUSES = ['ON_TRACK', 'MET', 'FROZEN', 'MISSED'] as const;
export type WeekStatus = (typeof WEEK_STATUSES)[number];

export const FREEZE_REASONS = ['INJURY', 'HOLIDAY', 'OTHER'] as const;
export type FreezeReason = (typeof FREEZE_REASONS)[number];

/** Sessions a week a player aims for: 1 to 7; a player who never chose one aims for 3. */
export const GOAL_MIN = 1;
export const GOAL_MAX = 7;
export const DEFAULT_SESSIONS_PER_WEEK = 3;

/** A freeze lasts 1 to 28 days and may start up to 7 days back. */
export const FREEZE_MAX_DAYS = 28;
export const FREEZE_MAX_DAYS_BACK = 7;

/** From this age a player freezes their own weeks and turns on their own reminders and push. */
export const HABITS_SELF_AGE = 16;

export const HABIT_MESSAGES = {
  fromTooEarly: 'A freeze can start at most 7 days back',
  guardianTurnsOn: 'A guardian turns this on for players under 16',
  guardianFreezes: 'A guardian freezes the weeks of players under 16',
  quietHoursFormat: 'Give a time as HH:MM',
  pushHostNotAllowed: 'This push service is not accepted',
  pushSubscriptionNotFound: 'Push subscription not found',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid',
} as const;
