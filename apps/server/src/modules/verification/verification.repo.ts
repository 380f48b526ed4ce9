import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, verifications } from '../../db/schema/index.ts';
import { sqlNow } from '../../lib/clock.ts';

export type VerificationRow = typeof verifications.$inferSelect;
export type NewVerificationRow = typeof verifications.$inferInsert;

export const MAX_ATTEMPTS = 5;

export async function insertVerification(db: Db, row: NewVerificationRow): Promise<VerificationRow> {
  const [created] = await db.insert(verifications).values(row).returning();
  return created!;
}

export async function findVerificationById(db: Db, id: string): Promise<VerificationRow | null> {
  const [row] = await db.select().from(verifications).where(eq(verifications.id, id)).limit(1);
  return row ?? null;
}

/**
 * Takes one try on a live code before it is compared, so parallel guesses can never exceed the
 * limit; null when the code is used, expired or out of tries.
 */
export async function reserveAttempt(db: Db, id: string, now: Date): Promise<VerificationRow | null> {
  const [row] = await db
    .update(verifications)
    .set({ failedAttempts: sql`${verifications.failedAttempts} + 1` })
    .where(
      and(
        eq(verifications.id, id),
        isNull(verifications.consumedAt),
        lt(verifications.failedAttempts, MAX_ATTEMPTS),
        gt(verifications.expiresAt, sqlNow(now)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Marks the code used (giving back the try it took); false if it was used or replaced meanwhile. */
export async function consumeVerification(db: Db, id: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(verifications)
    .set({ consumedAt: now, failedAttempts: sql`greatest(${verifications.failedAttempts} - 1, 0)` })
    .where(
      and(eq(verifications.id, id), isNull(verifications.consumedAt), eq(verifications.codeHash, codeHash)),
    )
    .returning({ id: verifications.id });
  return rows.length === 1;
}

/**
 * A new code for an unused verification: new hash, new expiry, tries reset, and (a corrected address)
 * a new recipient. The old code stops working.
 */
export async function replaceCode(
  db: Db,
  id: string,
  codeHash: string,
  expiresAt: Date,
  sendTo?: string,
): Promise<VerificationRow | null> {
  const [row] = await db
    .update(verifications)
    .set({ codeHash, expiresAt, failedAttempts: 0, ...(sendTo ? { sendTo } : {}) })
    .where(and(eq(verifications.id, id), isNull(verifications.consumedAt)))
    .returning();
  return row ?? null;
}

/** Ends a user's open verifications of a type (a new e-mail change replaces the previous one). */
export async function expireOpenVerifications(
  db: Db,
  userId: string,
  type: VerificationRow['type'],
  now: Date,
): Promise<void> {
  await db
    .update(verifications)
    .set({ expiresAt: now })
    .where(
      and(
        eq(verifications.userId, userId),
        eq(verifications.type, type),
        isNull(verifications.consumedAt),
        gt(verifications.expiresAt, sqlNow(now)),
      ),
    );
}

/** Who a code is mailed to: the user's name and language (and what re-authentication checks). */
export async function findCodeRecipient(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      status: users.status,
      passwordHash: users.passwordHash,
      verificationId: users.verificationId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** An account already signs in with this e-mail address (any case). */
export async function isEmailInUse(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return Boolean(row);
}

/** A NON_VERIFIED account's corrected address: the e-mail changes (unique index: 409 upstream). */
export async function setUnverifiedEmail(db: Db, userId: string, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ email, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.status, 'NON_VERIFIED')))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** The user's newest live verification of a type (unused, not expired), or null. */
export async function findOpenVerification(
  db: Db,
  userId: string,
  type: VerificationRow['type'],
  now: Date,
): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.userId, userId),
        eq(verifications.type, type),
        isNull(verifications.consumedAt),
        gt(verifications.expiresAt, sqlNow(now)),
      ),
    )
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  return row ?? null;
}
