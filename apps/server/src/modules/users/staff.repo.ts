import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminInvitations } from '../../db/schema/index.ts';

export async function insertAdminInvitation(
  db: Db,
  row: typeof adminInvitations.$inferInsert,
): Promise<void> {
  await db.insert(adminInvitations).values(row);
}

/** The unused, unexpired invitation of a token hash, locked for the one request that uses it. */
export async function lockLiveAdminInvitation(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(adminInvitations)
    .where(
      and(
        eq(adminInvitations.tokenHash, tokenHash),
        isNull(adminInvitations.usedAt),
        gt(adminInvitations.expiresAt, now),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function markAdminInvitationUsed(db: Db, id: string, now: Date): Promise<void> {
  await db.update(adminInvitations).set({ usedAt: now }).where(eq(adminInvitations.id, id));
}
