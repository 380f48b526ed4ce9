import { ageAt, HABIT_MESSAGES, HABITS_SELF_AGE, type NotificationSettings } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import { type Actor, requirePlayer } from '../../lib/player-access.ts';
import { findSettingsRow, findUserAge, type SettingsRow, saveSettings } from './notifications.repo.ts';

/**
 * Players under 16: reminders and push off until a guardian turns them on, quiet 20:00 to 08:00, no
 * digest (it is for guardians). Everyone else: e-mail reminders and the weekly digest on, push off
 * until a device subscribes, quiet 21:00 to 08:00.
 */
export function defaultSettings(underSixteen: boolean): NotificationSettings {
  return underSixteen
    ? {
        email: { reminders: false, weeklyDigest: false },
        push: { enabled: false },
        quietHours: { from: '20:00', to: '08:00' },
      }
    : {
        email: { reminders: true, weeklyDigest: true },
        push: { enabled: false },
        quietHours: { from: '21:00', to: '08:00' },
      };
}

function fromRow(row: SettingsRow): NotificationSettings {
  return {
    email: { reminders: row.emailReminders, weeklyDigest: row.weeklyDigest },
    push: { enabled: row.pushEnabled },
    quietHours: { from: row.quietFrom, to: row.quietTo },
  };
}

/** Whether the user is a player younger than 16 today in their zone. */
export async function isUnderSixteen(db: Db, userId: string, now: Date): Promise<boolean> {
  const found = await findUserAge(db, userId);
  if (!found?.dateOfBirth) return false;
  return ageAt(found.dateOfBirth, now, found.timeZone) < HABITS_SELF_AGE;
}

/** The user's settings: what they chose, else the defaults by age. */
export async function settingsOf(db: Db, userId: string, now: Date) {
  const row = await findSettingsRow(db, userId);
  const young = await isUnderSixteen(db, userId, now);
  return {
    settings: row ? fromRow(row) : defaultSettings(young),
    guardianAllowed: row?.guardianAllowed ?? false,
    underSixteen: young,
  };
}

export async function getMySettings(db: Db, userId: string, now: Date): Promise<NotificationSettings> {
  return (await settingsOf(db, userId, now)).settings;
}

/**
 * The user's own change. A player under 16 turns reminders or push on only after a guardian has,
 * and leaves the quiet hours to the guardian (403).
 */
export async function putMySettings(
  db: Db,
  userId: string,
  input: NotificationSettings,
  now: Date,
): Promise<NotificationSettings> {
  const current = await settingsOf(db, userId, now);
  if (current.underSixteen) {
    const turningOn = input.email.reminders || input.push.enabled;
    const quietChanged =
      input.quietHours.from !== current.settings.quietHours.from ||
      input.quietHours.to !== current.settings.quietHours.to;
    if ((turningOn && !current.guardianAllowed) || quietChanged)
      throw forbidden(HABIT_MESSAGES.guardianTurnsOn);
  }
  await saveSettings(db, userId, input, current.guardianAllowed, now);
  return input;
}

/** A child's settings, read by a guardian. */
export async function getChildSettings(db: Db, actor: Actor, playerId: string, now: Date) {
  const { player } = await requirePlayer(db, actor, 'manage-notifications', playerId);
  return (await settingsOf(db, player.userId, now)).settings;
}

/** A guardian's change of a child's settings: turning reminders or push on lets the child keep them. */
export async function putChildSettings(
  db: Db,
  actor: Actor,
  playerId: string,
  input: NotificationSettings,
  now: Date,
): Promise<NotificationSettings> {
  const { player } = await requirePlayer(db, actor, 'manage-notifications', playerId);
  await saveSettings(db, player.userId, input, input.email.reminders || input.push.enabled, now);
  return input;
}
