import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import {
  childPayers,
  householdChildren,
  householdMembers,
  households,
  players,
  users,
} from '../../db/schema/index.ts';
import { notRemovedGuardian } from '../../lib/guardianship.repo.ts';

/** The home a user belongs to, if any. */
export async function findHouseholdIdOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: householdMembers.householdId })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId));
  return row?.id ?? null;
}

/**
 * The user's home, made on first use. Two first calls at once make one home: the member row is
 * unique per user, so the loser's empty household is removed and the winner's answered.
 */
export async function ensureHousehold(db: Db, userId: string): Promise<string> {
  const existing = await findHouseholdIdOfUser(db, userId);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [made] = await txDb.insert(households).values({}).returning({ id: households.id });
    const [joined] = await txDb
      .insert(householdMembers)
      .values({ householdId: made!.id, userId })
      .onConflictDoNothing({ target: householdMembers.userId })
      .returning({ id: householdMembers.householdId });
    if (joined) return joined.id;
    await txDb.delete(households).where(eq(households.id, made!.id));
    const found = await findHouseholdIdOfUser(txDb, userId);
    if (!found) throw new Error('household member vanished');
    return found;
  });
}

export async function addHouseholdMember(db: Db, householdId: string, userId: string): Promise<boolean> {
  const rows = await db
    .insert(householdMembers)
    .values({ householdId, userId })
    .onConflictDoNothing()
    .returning({ userId: householdMembers.userId });
  return rows.length === 1;
}

export async function addHouseholdChild(db: Db, householdId: string, playerId: string): Promise<void> {
  await db.insert(householdChildren).values({ householdId, playerId }).onConflictDoNothing();
}

export async function setChildPayer(db: Db, playerId: string, userId: string): Promise<void> {
  await db
    .insert(childPayers)
    .values({ playerId, userId })
    .onConflictDoUpdate({ target: childPayers.playerId, set: { userId, since: sql`now()` } });
}

/** The adults of a home, each with whether they pay for one of its children. */
export async function listHouseholdGuardians(db: Db, householdId: string) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      payer: sql<boolean>`exists (
        select 1 from ${childPayers} cp
        join ${householdChildren} hc on hc.player_id = cp.player_id
        where hc.household_id = ${householdId} and cp.user_id = ${users.id})`,
    })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .where(eq(householdMembers.householdId, householdId))
    .orderBy(asc(householdMembers.joinedAt));
}

/** The children of a home, oldest first. */
export async function listHouseholdChildren(db: Db, householdId: string) {
  return db
    .select({
      playerId: players.id,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      dateOfBirth: players.dateOfBirth,
      ageGroupId: players.ageGroupId,
      username: users.username,
      language: users.language,
      householdManaged: users.householdManaged,
    })
    .from(householdChildren)
    .innerJoin(players, eq(players.id, householdChildren.playerId))
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(householdChildren.householdId, householdId))
    .orderBy(asc(players.dateOfBirth), asc(householdChildren.addedAt));
}

/** Everyone who guards each of the players (all the homes they live in), the payer marked. */
export async function listGuardiansOfPlayers(db: Db, playerIds: string[]) {
  if (playerIds.length === 0) return [];
  return db
    .selectDistinct({
      playerId: householdChildren.playerId,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      payer: sql<boolean>`exists (select 1 from ${childPayers} cp where cp.player_id = ${householdChildren.playerId} and cp.user_id = ${users.id})`,
    })
    .from(householdChildren)
    .innerJoin(householdMembers, eq(householdMembers.householdId, householdChildren.householdId))
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .where(
      and(
        inArray(householdChildren.playerId, playerIds),
        notRemovedGuardian(householdChildren.playerId, users.id),
      ),
    );
}

/**
 * Serialises the creation of children with the same names and date of birth across every process
 * until the transaction ends (PostgreSQL advisory lock; PGlite has one connection anyway).
 */
export async function lockChildIdentity(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`household-child:${key}`}, 0))`);
}

/** Children in a household (any) with these names and date of birth; names compared without case. */
export async function findChildrenByIdentity(
  db: Db,
  identity: { firstName: string; lastName: string; dateOfBirth: string },
): Promise<{ playerId: string; householdId: string }[]> {
  return db
    .selectDistinct({ playerId: players.id, householdId: householdChildren.householdId })
    .from(players)
    .innerJoin(users, eq(users.id, players.userId))
    .innerJoin(householdChildren, eq(householdChildren.playerId, players.id))
    .where(
      and(
        eq(players.dateOfBirth, identity.dateOfBirth),
        sql`lower(${users.firstName}) = lower(${identity.firstName})`,
        sql`lower(${users.lastName}) = lower(${identity.lastName})`,
      ),
    );
}

/** A child's user: no e-mail (''), no usable password until a guardian gives a login. */
export async function insertChildUser(
  db: Db,
  input: {
    firstName: string;
    lastName: string;
    language: string;
    passwordHash: string;
    /** The guardian's zone: the child's ages change on the birthday there. */
    timeZone: string | null;
  },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(users)
    .values({
      email: '',
      firstName: input.firstName,
      lastName: input.lastName,
      language: input.language,
      passwordHash: input.passwordHash,
      status: 'ACTIVE',
      authorities: ['ROLE_PLAYER'],
      householdManaged: true,
      timeZone: input.timeZone,
    })
    .returning({ id: users.id });
  return row!;
}

/** A child of the home with its user, or null. */
export async function findHouseholdChild(db: Db, householdId: string, playerId: string) {
  const [row] = await db
    .select({
      playerId: players.id,
      userId: users.id,
      dateOfBirth: players.dateOfBirth,
      firstName: users.firstName,
      householdManaged: users.householdManaged,
      timeZone: users.timeZone,
    })
    .from(householdChildren)
    .innerJoin(players, eq(players.id, householdChildren.playerId))
    .innerJoin(users, eq(users.id, players.userId))
    .where(and(eq(householdChildren.householdId, householdId), eq(householdChildren.playerId, playerId)));
  return row ?? null;
}

/** Sets the child's username and PIN hash; false when the username belongs to someone else. */
export async function setChildLogin(
  db: Db,
  userId: string,
  login: { username: string; passwordHash: string },
): Promise<boolean> {
  try {
    await db
      .update(users)
      .set({ username: login.username, passwordHash: login.passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return true;
  } catch (error) {
    if (uniqueViolation(error) === 'users_username_lower_key') return false;
    throw error;
  }
}

/** The payer of a child. */
export async function findChildPayer(db: Db, playerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: childPayers.userId })
    .from(childPayers)
    .where(eq(childPayers.playerId, playerId))
    .for('update');
  return row?.userId ?? null;
}
