import { z } from 'zod';
import {
  FREEZE_MAX_DAYS,
  FREEZE_REASONS,
  GOAL_MAX,
  GOAL_MIN,
  HABIT_MESSAGES,
  WEEK_STATUSES,
} from './constants/habits.ts';

/** Habits (api-contract.md part 2, "Habits: weekly goals, rest, reminders"). */

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('YYYY-MM-DD');

export const weekStatusSchema = z.enum(WEEK_STATUSES);
export const freezeReasonSchema = z.enum(FREEZE_REASONS);

export const weeklyGoalSchema = z.object({
  sessionsPerWeek: z.number().int().min(GOAL_MIN).max(GOAL_MAX).describe('Sessions a week, 1 to 7'),
});
export type WeeklyGoal = z.infer<typeof weeklyGoalSchema>;

/** This week in the player's time zone (weeks start on Monday). */
export const habitWeekSchema = z.object({
  goal: z.number().int(),
  done: z.number().int().nonnegative(),
  status: weekStatusSchema,
  weekStart: day.describe("Monday of this week in the player's time zone"),
});
export type HabitWeek = z.infer<typeof habitWeekSchema>;

export const freezeInputSchema = z.object({
  from: day.describe('The first frozen day: today or later, or up to 7 days back'),
  days: z.number().int().min(1).max(FREEZE_MAX_DAYS),
  reason: freezeReasonSchema,
});
export type FreezeInput = z.infer<typeof freezeInputSchema>;

export const freezeSchema = z.object({
  id: z.string().describe('UUID'),
  from: day,
  until: day.describe('The last frozen day'),
  reason: freezeReasonSchema,
});
export type Freeze = z.infer<typeof freezeSchema>;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, HABIT_MESSAGES.quietHoursFormat);

export const notificationSettingsSchema = z.object({
  email: z.object({ reminders: z.boolean(), weeklyDigest: z.boolean() }),
  push: z.object({ enabled: z.boolean() }),
  quietHours: z
    .object({ from: clockTime, to: clockTime })
    .describe("HH:MM to HH:MM in the user's time zone; nothing is sent in between"),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const pushKeySchema = z.object({
  publicKey: z.string().describe('The VAPID public key, base64url (87 characters)'),
});

export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url().max(1000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushEndpointQuerySchema = z.object({ endpoint: z.url().max(1000) });
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(300) });
