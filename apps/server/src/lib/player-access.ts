import { ERROR_MESSAGES, ageAt } from '@academy/contract';
import type { Db } from '../db/client.ts';
import { systemClock } from './clock.ts';
import { forbidden, notFound } from './errors.ts';
import {
  findCoachOfPlayer,
  findGuardianOfPlayer,
  findPlayerPerson,
  findPlayerOwner,
  isSuperAdminUser,
} from './player-access.repo.ts';
import {
  DENIALS,
  FROM_AGE,
  GUARDIANS_UNTIL,
  type PlayerAction,
  POLICY,
  RELATIONS,
  type Relation,
} from './player-access-policy.ts';
import { isAdmin, type ViewerOf } from './viewer.ts';

/**
 * "Who may act on this player": the one policy every module asks (docs/architecture-access.md).
 * A subject is a user's data and, once it exists, their player; an actor stands to it in zero or
 * more relations; the table below says which relations may do each action. Everything else is
 * 403 `Access is denied`, for every action: that is the one answer a stranger gets.
 */

export {
  DENIALS,
  FROM_AGE,
  PLAYER_ACTIONS,
  type PlayerAction,
  POLICY,
  RELATIONS,
  type Relation,
} from './player-access-policy.ts';

/** Who asks: a signed-in user, or nobody (null: no token). */
export type Actor = ViewerOf | null;

/** Whose data: the user it belongs to and their player (null while the profile does not exist yet). */
export interface Subject {
  userId: string;
  playerId: string | null;
}

/** Whether the player is old enough for `relation` to do `action` (no rule: yes). */
async function oldEnough(db: Db, relation: Relation, action: PlayerAction, subject: Subject, now: Date) {
  const rule = FROM_AGE[action];
  if (!rule?.relations.includes(relation)) return true;
  if (!subject.playerId) return false;
  const birth = await findPlayerPerson(db, subject.playerId);
  return birth !== null && ageAt(birth.dateOfBirth, now, birth.timeZone) >= rule.age;
}

/** The coach an actor is to the player (the feedback names them). */
export interface CoachStanding {
  managerId: string;
  managerName: string;
}

/** How the actor was let in. `coach` is set when they came in as the player's coach. */
export interface Access {
  as: Relation;
  subject: Subject;
  coach: CoachStanding | null;
}

type Standing = Omit<Access, 'as' | 'subject'>;
type Lookup = (db: Db, actor: NonNullable<Actor>, subject: Subject, now: Date) => Promise<Standing | null>;

const NONE: Standing = { coach: null };

/**
 * How each relation is found. Only the relations an action allows are looked up, in RELATIONS
 * order, so a self-service call costs no query. A new actor kind is a new relation: a name in
 * RELATIONS, a lookup here (its repo query in player-access.repo.ts), and the actions it may do.
 */

async function guardianStanding(
  db: Db,
  actor: NonNullable<Actor>,
  subject: Subject,
  payer: boolean,
  now: Date,
) {
  if (!subject.playerId || actor.householdManaged) return null;
  const found = await findGuardianOfPlayer(db, actor.id, subject.playerId);
  if (!found || (payer && !found.payer)) return null;
  return ageAt(found.dateOfBirth, now, found.timeZone) < GUARDIANS_UNTIL ? NONE : null;
}

const LOOKUPS: Readonly<Record<Relation, Lookup>> = {
  self: async (_db, actor, subject) => (actor.id === subject.userId && !actor.householdManaged ? NONE : null),
  child: async (_db, actor, subject) => (actor.id === subject.userId && actor.householdManaged ? NONE : null),
  payer: (db, actor, subject, now) => guardianStanding(db, actor, subject, true, now),
  guardian: (db, actor, subject, now) => guardianStanding(db, actor, subject, false, now),
  coach: async (db, actor, subject) => {
    if (!subject.playerId) return null;
    const coach = await findCoachOfPlayer(db, actor.id, subject.playerId);
    if (!coach) return null;
    const managerName = `${coach.firstName} ${coach.lastName}`.trim();
    return { coach: { managerId: coach.managerId, managerName } };
  },
  // A plain admin has no standing on a super admin's data (no export of the account above theirs).
  admin: async (db, actor, subject) => {
    if (!isAdmin(actor)) return null;
    if (actor.authorities.includes('ROLE_SUPER_ADMIN') || actor.id === subject.userId) return NONE;
    return (await isSuperAdminUser(db, subject.userId)) ? null : NONE;
  },
};

/** May `relation` do `action`? (the table alone, without asking who anyone is). */
export function allows(relation: Relation, action: PlayerAction): boolean {
  return POLICY[action].includes(relation);
}

/**
 * How `actor` may do `action` on `subject`, or null when they may not. `now` decides the ages (16,
 * 18: on the birthday in the player's zone); callers holding the app's clock pass its instant.
 */
export async function accessTo(
  db: Db,
  actor: Actor,
  action: PlayerAction,
  subject: Subject,
  now: Date = systemClock.now(),
): Promise<Access | null> {
  if (!actor) return null;
  for (const relation of RELATIONS) {
    if (!allows(relation, action)) continue;
    const standing = await LOOKUPS[relation](db, actor, subject, now);
    if (standing && (await oldEnough(db, relation, action, subject, now)))
      return { as: relation, subject, ...standing };
  }
  return null;
}

/** May `actor` do `action` on `subject`? */
export async function can(
  db: Db,
  actor: Actor,
  action: PlayerAction,
  subject: Subject,
  now: Date = systemClock.now(),
): Promise<boolean> {
  return (await accessTo(db, actor, action, subject, now)) !== null;
}

/** The access, or 403 `Access is denied`. */
export async function requireAccess(
  db: Db,
  actor: Actor,
  action: PlayerAction,
  subject: Subject,
  now: Date = systemClock.now(),
): Promise<Access> {
  const access = await accessTo(db, actor, action, subject, now);
  if (access) return access;
  const young = FROM_AGE[action];
  if (young && actor) {
    for (const relation of young.relations) {
      if (await LOOKUPS[relation](db, actor, subject, now)) throw forbidden(young.message);
    }
  }
  const denial = DENIALS[action];
  if (denial && actor && (await LOOKUPS[denial.relation](db, actor, subject, now)))
    throw forbidden(denial.message);
  throw forbidden();
}

/** The access to a user's own data (no player involved): the account itself, or an admin. */
export function requireUserAccess(db: Db, actor: Actor, action: PlayerAction, userId: string) {
  return requireAccess(db, actor, action, { userId, playerId: null });
}

/**
 * The player `playerId` for `action`, or 403. An unknown id is 403 as well (nobody learns which
 * player ids exist), except to admins, who get 404 `Player not found`.
 */
export async function requirePlayer(
  db: Db,
  actor: Actor,
  action: PlayerAction,
  playerId: string,
  now: Date = systemClock.now(),
): Promise<Access & { player: { id: string; userId: string } }> {
  const player = await findPlayerOwner(db, playerId);
  if (!player) throw isAdmin(actor) ? notFound(ERROR_MESSAGES.playerNotFound) : forbidden();
  const access = await requireAccess(db, actor, action, { userId: player.userId, playerId: player.id }, now);
  return { ...access, player };
}
