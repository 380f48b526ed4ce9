import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recoveryCodes } from '../../db/schema/index.ts';

/** The user's recovery codes become these (the old ones stop working), in the caller's transaction. */
export async function replaceRecoveryCodeHashes(db: Db, userId: string, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length > 0)
    await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused code used; false when it is unknown or was used (also by a concurrent request). */
export async function claimRecoveryCode(
  db: Db,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function deleteRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
