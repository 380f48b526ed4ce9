import { ageAt } from '@academy/contract';
import { type AnyColumn, and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { systemClock } from './clock.ts';
import {
  childPayers,
  consents,
  guardianRemovals,
  householdChildren,
  householdMembers,
  players,
  playerTrainingProgramSubscriptions,
  users,
} from '../db/schema/index.ts';

/**
 * Who guards a player (0024_households.sql): every adult of every home the child lives in; one of
 * them pays. Shared by the access policy and by every module that reaches guardians (mails, the
 * export, deletion), so none of them reads the household tables its own way.
 */
/** The guardian was not removed by the player (from 18, 0047_guardian_removals.sql). */
export function notRemovedGuardian(
  playerId: SQL | AnyColumn | string,
  userId: SQL | AnyColumn | string,
): SQL {
  return sql`not exists (select 1 from ${guardianRemovals} gr where gr.player_id = ${playerId} and gr.user_id = ${userId})`;
}

export interface Guardianship {
  guardian: boolean;
  payer: boolean;
}

export async function findGuardianship(db: Db, userId: string, playerId: string): Promise<Guardianship> {
  const [row] = await db
    .select({
      guardian: sql<boolean>`exists (
        select 1 from ${householdChildren} hc
        join ${householdMembers} hm on hm.household_id = hc.household_id
        where hc.player_id = ${playerId} and hm.user_id = ${userId}
        and ${notRemovedGuardian(playerId, userId)})`,
      payer: sql<boolean>`exists (
        select 1 from ${childPayers} where ${childPayers.playerId} = ${playerId} and ${childPayers.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return { guardian: Boolean(row?.guardian), payer: Boolean(row?.payer) };
}

export interface GuardianContact {
  userId: string;
  email: string;
  firstName: string;
  language: string;
  payer: boolean;
}

/** Every guardian of a player, with what a mail needs (guardians in every conversation). */
export async function listGuardiansOfPlayer(db: Db, playerId: string): Promise<GuardianContact[]> {
  const rows = await db
    .selectDistinct({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      payer: sql<boolean>`${childPayers.userId} is not null`,
    })
    .from(householdChildren)
    .innerJoin(householdMembers, eq(householdMembers.householdId, householdChildren.householdId))
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .leftJoin(
      childPayers,
      and(eq(childPayers.playerId, householdChildren.playerId), eq(childPayers.userId, users.id)),
    )
    .where(and(eq(householdChildren.playerId, playerId), notRemovedGuardian(playerId, users.id)));
  return rows.map((r) => ({ ...r, payer: Boolean(r.payer) }));
}

/** The children a user pays for: each one's player, user and first name (receipts name the child). */
export async function listChildrenPaidBy(db: Db, payerId: string) {
  return db
    .select({ playerId: players.id, userId: players.userId, firstName: users.firstName })
    .from(childPayers)
    .innerJoin(players, eq(players.id, childPayers.playerId))
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(childPayers.userId, payerId));
}

/** The player of a user (a child's token reads its own player). */
export async function findPlayerIdOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: players.id }).from(players).where(eq(players.userId, userId)).limit(1);
  return row?.id ?? null;
}

/** The consent scopes in force for a player: the union of the ledger's rows not revoked. */
export async function findActiveConsentScopes(db: Db, playerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ scopes: consents.scopes })
    .from(consents)
    .where(and(eq(consents.playerId, playerId), isNull(consents.revokedAt)));
  return new Set(rows.flatMap((r) => r.scopes));
}

/** Is the player a child of a household (added by a guardian), whatever their age now? */
export async function isHouseholdChild(db: Db, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: householdChildren.playerId })
    .from(householdChildren)
    .where(eq(householdChildren.playerId, playerId))
    .limit(1);
  return !!row;
}

/** The payer of the child whose account is `childUserId` (their name and e-mail), or null. */
export async function findPayerOfChildUser(db: Db, childUserId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(players)
    .innerJoin(childPayers, eq(childPayers.playerId, players.id))
    .innerJoin(users, eq(users.id, childPayers.userId))
    .where(eq(players.userId, childUserId));
  return row ?? null;
}

/**
 * Whose customer at the card provider pays for `userId`'s subscriptions: a household child's payer
 * (one customer per payer, whatever the number of children), else the user themselves.
 */
export async function findBillingOwner(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ payerId: childPayers.userId })
    .from(players)
    .innerJoin(childPayers, eq(childPayers.playerId, players.id))
    .where(eq(players.userId, userId));
  return row?.payerId ?? userId;
}

/** Does the user pay for a child whose subscription still runs? (Then they cannot delete their account.) */
export async function paysForRunningSubscription(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: playerTrainingProgramSubscriptions.id })
    .from(childPayers)
    .innerJoin(
      playerTrainingProgramSubscriptions,
      eq(playerTrainingProgramSubscriptions.playerId, childPayers.playerId),
    )
    .where(and(eq(childPayers.userId, userId), eq(playerTrainingProgramSubscriptions.status, 'ACTIVE')))
    .limit(1);
  return !!row;
}

/** The guardians of a player while the player is under 18 (guardians are in every conversation until then). */
export async function listGuardiansOfMinor(
  db: Db,
  playerId: string,
  now: Date = systemClock.now(),
): Promise<GuardianContact[]> {
  const [player] = await db
    .select({ dateOfBirth: players.dateOfBirth, timeZone: users.timeZone })
    .from(players)
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(players.id, playerId));
  if (!player || ageAt(player.dateOfBirth, now, player.timeZone) >= 18) return [];
  return listGuardiansOfPlayer(db, playerId);
}
