import type { NotificationSettings } from '@academy/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationSettings, players, users } from '../../db/schema/index.ts';

export type SettingsRow = typeof notificationSettings.$inferSelect;

export async function findSettingsRow(db: Db, userId: string): Promise<SettingsRow | null> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row ?? null;
}

/** The user's time zone and, when they are a player, their date of birth. */
export async function findUserAge(db: Db, userId: string) {
  const [row] = await db
    .select({ timeZone: users.timeZone, dateOfBirth: players.dateOfBirth })
    .from(users)
    .leftJoin(players, eq(players.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function saveSettings(
  db: Db,
  userId: string,
  settings: NotificationSettings,
  guardianAllowed: boolean,
  now: Date,
) {
  const values = {
    emailReminders: settings.email.reminders,
    weeklyDigest: settings.email.weeklyDigest,
    pushEnabled: settings.push.enabled,
    quietFrom: settings.quietHours.from,
    quietTo: settings.quietHours.to,
    guardianAllowed,
    updatedAt: now,
  };
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
}

/** Turns the weekly digest off (the one-click unsubscribe), keeping the rest as it is. */
export async function turnDigestOff(db: Db, userId: string, defaults: NotificationSettings, now: Date) {
  await db
    .insert(notificationSettings)
    .values({
      userId,
      emailReminders: defaults.email.reminders,
      weeklyDigest: false,
      pushEnabled: defaults.push.enabled,
      quietFrom: defaults.quietHours.from,
      quietTo: defaults.quietHours.to,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { weeklyDigest: false, updatedAt: now },
    });
}
