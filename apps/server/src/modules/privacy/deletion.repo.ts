import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  billingCustomers,
  loginAttempts,
  oauthTokens,
  players,
  playerTrainingProgramSubscriptions,
  sandboxSubscriptions,
  supportMessages,
  users,
} from '../../db/schema/index.ts';

export type DeletedUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'firstName' | 'language' | 'phoneE164' | 'passwordHash'
>;

/** A claim older than this is taken to be a crashed process's and may be taken again. */
const CLAIM_TIMEOUT = sql`interval '15 minutes'`;

/** One process (one tap) claims the deletion; the others get null. */
export async function claimDeletion(db: Db, userId: string, now: Date): Promise<DeletedUser | null> {
  const [row] = await db
    .update(users)
    .set({ deletionStartedAt: now })
    .where(
      and(
        eq(users.id, userId),
        or(
          isNull(users.deletionStartedAt),
          lt(users.deletionStartedAt, sql`${now.toISOString()}::timestamptz - ${CLAIM_TIMEOUT}`),
        ),
      ),
    )
    .returning({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      phoneE164: users.phoneE164,
      passwordHash: users.passwordHash,
    });
  return row ?? null;
}

export async function releaseDeletion(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ deletionStartedAt: null }).where(eq(users.id, userId));
}

/** Every token of the user stops working at once (before the slower provider calls). */
export async function revokeEveryToken(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(oauthTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthTokens.userId, userId), isNull(oauthTokens.revokedAt)));
}

/** The provider subscriptions of the user's player (any status: cancelling an ended one is harmless). */
export async function findProviderSubscriptions(db: Db, userId: string) {
  return db
    .select({
      provider: playerTrainingProgramSubscriptions.paymentProvider,
      providerSubscriptionId: playerTrainingProgramSubscriptions.providerSubscriptionId,
      status: playerTrainingProgramSubscriptions.status,
    })
    .from(playerTrainingProgramSubscriptions)
    .innerJoin(players, eq(players.id, playerTrainingProgramSubscriptions.playerId))
    .where(
      and(eq(players.userId, userId), isNotNull(playerTrainingProgramSubscriptions.providerSubscriptionId)),
    );
}

export async function findBillingCustomers(db: Db, userId: string) {
  return db
    .select({ provider: billingCustomers.provider, providerCustomerId: billingCustomers.providerCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
}

/**
 * Erases the person: the user row and everything that cascades from it (player, manager, progress,
 * subscriptions, tokens, codes, cards, checkout sessions), plus the rows that name the person without
 * a foreign key (sign-in history, support messages, the sandbox's subscriptions). Payments, which the
 * law keeps, lose the person (ON DELETE SET NULL, 0015_i17_privacy.sql). Run in a transaction.
 */
export async function eraseUser(db: Db, user: DeletedUser): Promise<void> {
  const usernames = [user.email.toLowerCase(), ...(user.phoneE164 ? [user.phoneE164] : [])];
  await db
    .delete(loginAttempts)
    .where(or(eq(loginAttempts.userId, user.id), inArray(sql`lower(${loginAttempts.username})`, usernames)));
  await db
    .delete(supportMessages)
    .where(
      or(
        eq(supportMessages.userId, user.id),
        sql`lower(${supportMessages.email}) = ${user.email.toLowerCase()}`,
      ),
    );
  const subscriptionIds = db
    .select({ id: playerTrainingProgramSubscriptions.id })
    .from(playerTrainingProgramSubscriptions)
    .innerJoin(players, eq(players.id, playerTrainingProgramSubscriptions.playerId))
    .where(eq(players.userId, user.id));
  await db.delete(sandboxSubscriptions).where(inArray(sandboxSubscriptions.subscriptionId, subscriptionIds));
  await db.delete(users).where(eq(users.id, user.id));
}

export async function findUserForDeletion(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
