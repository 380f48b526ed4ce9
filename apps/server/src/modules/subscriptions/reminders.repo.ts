import { and, asc, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  players,
  playerTrainingProgramSubscriptions as subs,
  subscriptionReminders,
  users,
} from '../../db/schema/index.ts';

/** The reminder mails of subscriptions: who is due one, and the claim that sends each once. */

/** Billed subscriptions in their free month, ending within the window, not cancelled, not yet reminded. */
export async function findTrialsEndingSoon(db: Db, now: Date, until: Date, kind: string, limit = 200) {
  return db
    .select({
      id: subs.id,
      trialEndsAt: subs.trialEndsAt,
      paymentModel: subs.paymentModel,
      trainingProgramId: subs.trainingProgramId,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(subs)
    .innerJoin(players, eq(players.id, subs.playerId))
    .innerJoin(users, eq(users.id, players.userId))
    .where(
      and(
        eq(subs.status, 'ACTIVE'),
        eq(subs.billingEnabled, true),
        gt(subs.trialEndsAt, now),
        lte(subs.trialEndsAt, until),
        isNull(subs.availableTill),
        notExists(
          db
            .select({ one: sql`1` })
            .from(subscriptionReminders)
            .where(
              and(eq(subscriptionReminders.subscriptionId, subs.id), eq(subscriptionReminders.kind, kind)),
            ),
        ),
      ),
    )
    .orderBy(asc(subs.trialEndsAt))
    .limit(limit);
}

/** Claims a reminder before it is sent, so two job runs cannot both send it. */
export async function claimReminder(db: Db, subscriptionId: string, kind: string, now: Date) {
  const rows = await db
    .insert(subscriptionReminders)
    .values({ subscriptionId, kind, sentAt: now })
    .onConflictDoNothing()
    .returning({ subscriptionId: subscriptionReminders.subscriptionId });
  return rows.length === 1;
}

/** Gives a claim back when its mail could not be sent, so the next run tries again. */
export async function releaseReminder(db: Db, subscriptionId: string, kind: string) {
  await db
    .delete(subscriptionReminders)
    .where(
      and(eq(subscriptionReminders.subscriptionId, subscriptionId), eq(subscriptionReminders.kind, kind)),
    );
}
