import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guardianApprovals, players, users } from '../../db/schema/index.ts';

export type GuardianApprovalRow = typeof guardianApprovals.$inferSelect;

/** The player, with the user's name, e-mail and language (the mail and the guardian's page). */
export async function findPlayerWithUser(db: Db, playerId: string) {
  const [row] = await db
    .select({ player: players, user: users })
    .from(players)
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(players.id, playerId));
  return row ?? null;
}

export async function findGuardianApproval(db: Db, playerId: string): Promise<GuardianApprovalRow | null> {
  const [row] = await db.select().from(guardianApprovals).where(eq(guardianApprovals.playerId, playerId));
  return row ?? null;
}

/** A new link for the player (the old one, if any, stops working); the player is PENDING. */
export async function upsertGuardianRequest(
  db: Db,
  input: { playerId: string; guardianEmail: string; tokenHash: string; expiresAt: Date; language: string },
  now: Date,
): Promise<void> {
  await db
    .insert(guardianApprovals)
    .values(input)
    .onConflictDoUpdate({
      target: guardianApprovals.playerId,
      set: {
        guardianEmail: input.guardianEmail,
        tokenHash: input.tokenHash,
        expiresAt: input.expiresAt,
        language: input.language,
        approvedAt: null,
        approvedIp: null,
        policyVersion: null,
      },
    });
  await db
    .update(players)
    .set({ guardianApproval: 'PENDING', updatedAt: now })
    .where(eq(players.id, input.playerId));
}

export async function markGuardianMailSent(db: Db, playerId: string, at: Date): Promise<void> {
  await db.update(guardianApprovals).set({ sentAt: at }).where(eq(guardianApprovals.playerId, playerId));
}

/** The request behind a live link (not used, not expired), or null. */
export async function findLiveRequestByToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(guardianApprovals)
    .where(and(eq(guardianApprovals.tokenHash, tokenHash), gt(guardianApprovals.expiresAt, now)));
  return row ?? null;
}

/**
 * Spends a live link: one statement, so of two clicks (or two processes) only one gets the row.
 * Approving records the consent and makes the player APPROVED in the same transaction.
 */
export async function spendToken(
  db: Db,
  tokenHash: string,
  now: Date,
  approval: { ip: string; policyVersion: string } | null,
): Promise<GuardianApprovalRow | null> {
  const [row] = await db
    .update(guardianApprovals)
    .set(
      approval
        ? { tokenHash: null, approvedAt: now, approvedIp: approval.ip, policyVersion: approval.policyVersion }
        : { tokenHash: null },
    )
    .where(and(eq(guardianApprovals.tokenHash, tokenHash), gt(guardianApprovals.expiresAt, now)))
    .returning();
  if (row && approval) {
    await db
      .update(players)
      .set({ guardianApproval: 'APPROVED', updatedAt: now })
      .where(eq(players.id, row.playerId));
  }
  return row ?? null;
}

export async function findPlayerApprovalState(db: Db, playerId: string) {
  const [row] = await db
    .select({ guardianApproval: players.guardianApproval, userId: players.userId })
    .from(players)
    .where(eq(players.id, playerId));
  return row ?? null;
}

export async function findPlayerApprovalStateOfUser(db: Db, userId: string) {
  const [row] = await db
    .select({ guardianApproval: players.guardianApproval, playerId: players.id })
    .from(players)
    .where(eq(players.userId, userId));
  return row ?? null;
}
