import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { oauthTokens, users } from '../../db/schema/index.ts';

export type TokenRow = typeof oauthTokens.$inferSelect;
export type NewTokenRow = typeof oauthTokens.$inferInsert;

export async function insertTokenPair(db: Db, row: NewTokenRow): Promise<TokenRow> {
  const [created] = await db.insert(oauthTokens).values(row).returning();
  return created!;
}

/** The live pair of an access token with its user: not revoked, not rotated away, not expired. */
const liveAccessToken = preparedFor((db) =>
  db
    .select({ token: oauthTokens, user: users })
    .from(oauthTokens)
    .innerJoin(users, eq(users.id, oauthTokens.userId))
    .where(
      and(
        eq(oauthTokens.accessHash, sql.placeholder('accessHash')),
        isNull(oauthTokens.revokedAt),
        isNull(oauthTokens.rotatedAt),
        gt(oauthTokens.accessExpiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('find_live_access_token'),
);

/** The live pair of an access token with its user (every authenticated request not in the cache). */
export async function findLiveAccessToken(db: Db, accessHash: string, now: Date) {
  const [row] = await liveAccessToken(db).execute({ accessHash, now: now.toISOString() });
  return row ?? null;
}

export async function findTokenByRefreshHash(db: Db, refreshHash: string): Promise<TokenRow | null> {
  const [row] = await db.select().from(oauthTokens).where(eq(oauthTokens.refreshHash, refreshHash)).limit(1);
  return row ?? null;
}

export async function findTokenByAccessHash(db: Db, accessHash: string): Promise<TokenRow | null> {
  const [row] = await db.select().from(oauthTokens).where(eq(oauthTokens.accessHash, accessHash)).limit(1);
  return row ?? null;
}

/** Marks a pair as exchanged; answers false when another request rotated it first. */
export async function markTokenRotated(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(oauthTokens)
    .set({ rotatedAt: now })
    .where(and(eq(oauthTokens.id, id), isNull(oauthTokens.rotatedAt), isNull(oauthTokens.revokedAt)))
    .returning({ id: oauthTokens.id });
  return rows.length === 1;
}

/** Revokes a family; answers the owners of the tokens it revoked. */
export async function revokeTokenFamily(db: Db, familyId: string, now: Date): Promise<string[]> {
  const rows = await db
    .update(oauthTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthTokens.familyId, familyId), isNull(oauthTokens.revokedAt)))
    .returning({ userId: oauthTokens.userId });
  return [...new Set(rows.map((row) => row.userId))];
}

/** Revokes every token of a user, optionally sparing one family (the session making the change). */
export async function revokeUserTokens(
  db: Db,
  userId: string,
  now: Date,
  exceptFamilyId?: string,
): Promise<void> {
  const conditions = [eq(oauthTokens.userId, userId), isNull(oauthTokens.revokedAt)];
  if (exceptFamilyId) conditions.push(sql`${oauthTokens.familyId} <> ${exceptFamilyId}`);
  await db
    .update(oauthTokens)
    .set({ revokedAt: now })
    .where(and(...conditions));
}
