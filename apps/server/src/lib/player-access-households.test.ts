import type { Role } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  childPayers,
  householdChildren,
  householdMembers,
  households,
  players,
  users,
} from '../db/schema/index.ts';
import { bornYearsAgo } from '../test/privacy-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test/helpers.ts';
import type { AppError } from './errors.ts';
import {
  type Actor,
  can,
  PLAYER_ACTIONS,
  type PlayerAction,
  requirePlayer,
  type Subject,
} from './player-access.ts';

type ActorName =
  | 'the payer'
  | 'a co-guardian'
  | 'a guardian of another home'
  | 'the child signed in with the PIN'
  | 'a player (not a guardian)';

const READS: readonly PlayerAction[] = [
  'read-profile',
  'read-progress',
  'read-training',
  'read-feedback',
  'read-subscription',
  'read-assignments',
  'read-board',
  'choose-board-name',
  'read-clip',
  'upload-clip',
  'read-events',
];
const GUARDIAN_CLIPS: readonly PlayerAction[] = ['comment-clip'];
/** Team trainings: every guardian and the child answer them and get the calendar link. */
const FAMILY: readonly PlayerAction[] = ['answer-event', 'calendar-link'];

/** Habits: every guardian sets the goal, freezes and turns on a child's reminders. */
const HABITS: readonly PlayerAction[] = ['set-goal', 'freeze', 'manage-notifications'];

/** A guardian (never the child's own login) joins a child to a coach's team, with COACH consent. */
const TEAM: readonly PlayerAction[] = ['join-team'];

/** The households rows of the table: what each may do with a child's data (everything else is 403). */
const EXPECTED: Record<ActorName, readonly PlayerAction[]> = {
  'the payer': [
    ...READS,
    ...HABITS,
    ...GUARDIAN_CLIPS,
    ...FAMILY,
    ...TEAM,
    'manage-profile',
    'record-challenge',
    'subscribe',
    'pay',
    'read-payments',
  ],
  'a co-guardian': [...READS, ...HABITS, ...GUARDIAN_CLIPS, ...FAMILY, ...TEAM, 'record-challenge'],
  'a guardian of another home': [],
  // A child of 10 sets their goal; a guardian freezes their weeks and turns on their reminders.
  'the child signed in with the PIN': [...READS, 'answer-event', 'train', 'record-challenge', 'set-goal'],
  'a player (not a guardian)': [],
};

let db: TestDatabase;
let actors: Record<ActorName, NonNullable<Actor>>;
let child: Subject;
let grownUp: Subject;
let n = 0;

async function user(authorities: Role[], householdManaged = false) {
  n += 1;
  const [row] = await db.database.db
    .insert(users)
    .values({
      email: householdManaged ? '' : `h${n}@example.test`,
      firstName: 'A',
      lastName: 'B',
      passwordHash: 'x',
      status: 'ACTIVE',
      authorities,
      householdManaged,
    })
    .returning({ id: users.id, authorities: users.authorities });
  return { id: row!.id, authorities: row!.authorities as Role[], householdManaged };
}

async function player(userId: string, dateOfBirth: string) {
  const [row] = await db.database.db
    .insert(players)
    .values({
      userId,
      ageGroupId: 'U12',
      dateOfBirth,
      gender: 'MALE',
      heightValue: 150,
      weightValue: 40,
      nationality: 'SE',
      positions: ['GOAL_KEEPER'],
      locationLatitude: 59.33,
      locationLongitude: 18.06,
    })
    .returning({ id: players.id });
  return row!.id;
}

async function home(memberIds: string[], playerIds: string[], payerId: string) {
  const [made] = await db.database.db.insert(households).values({}).returning({ id: households.id });
  for (const userId of memberIds)
    await db.database.db.insert(householdMembers).values({ householdId: made!.id, userId });
  for (const playerId of playerIds) {
    await db.database.db.insert(householdChildren).values({ householdId: made!.id, playerId });
    await db.database.db.insert(childPayers).values({ playerId, userId: payerId }).onConflictDoNothing();
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  const payer = await user(['ROLE_GUARDIAN']);
  const coGuardian = await user(['ROLE_GUARDIAN']);
  const kid = await user(['ROLE_PLAYER'], true);
  const kidPlayer = await player(kid.id, bornYearsAgo(10));
  const adult = await user(['ROLE_PLAYER']);
  const adultPlayer = await player(adult.id, bornYearsAgo(18));
  await home([payer.id, coGuardian.id], [kidPlayer, adultPlayer], payer.id);
  const otherGuardian = await user(['ROLE_GUARDIAN']);
  const otherKid = await user(['ROLE_PLAYER'], true);
  await home([otherGuardian.id], [await player(otherKid.id, bornYearsAgo(9))], otherGuardian.id);
  child = { userId: kid.id, playerId: kidPlayer };
  grownUp = { userId: adult.id, playerId: adultPlayer };
  actors = {
    'the payer': payer,
    'a co-guardian': coGuardian,
    'a guardian of another home': otherGuardian,
    'the child signed in with the PIN': kid,
    'a player (not a guardian)': await user(['ROLE_PLAYER']),
  };
});

afterAll(async () => {
  await db?.drop();
});

describe('the player-access policy: households', () => {
  for (const [name, allowed] of Object.entries(EXPECTED) as [ActorName, readonly PlayerAction[]][]) {
    it(`${name}: may ${allowed.length ? allowed.join(', ') : 'nothing'}`, async () => {
      const answers: Partial<Record<PlayerAction, boolean>> = {};
      for (const action of PLAYER_ACTIONS)
        answers[action] = await can(db.database.db, actors[name], action, child);
      expect(answers).toEqual(Object.fromEntries(PLAYER_ACTIONS.map((a) => [a, allowed.includes(a)])));
    });
  }

  it('tells a co-guardian `Only the payer can do this` for paying, and a stranger only `Access is denied`', async () => {
    const message = async (name: ActorName, action: PlayerAction) => {
      try {
        await requirePlayer(db.database.db, actors[name], action, child.playerId!);
        return 'allowed';
      } catch (error) {
        return `${(error as AppError).statusCode} ${(error as AppError).message}`;
      }
    };
    for (const action of ['subscribe', 'pay', 'read-payments'] as const) {
      expect(await message('a co-guardian', action)).toBe('403 Only the payer can do this');
      expect(await message('a guardian of another home', action)).toBe('403 Access is denied');
    }
  });

  it('lets a player freeze their own weeks from 16; a younger one hears that a guardian does it', async () => {
    const adult = { id: grownUp.userId, authorities: ['ROLE_PLAYER' as Role], householdManaged: false };
    expect(await can(db.database.db, adult, 'freeze', grownUp)).toBe(true);
    const kid = actors['the child signed in with the PIN'];
    await expect(requirePlayer(db.database.db, kid, 'freeze', child.playerId!)).rejects.toMatchObject({
      statusCode: 403,
      message: 'A guardian freezes the weeks of players under 16',
    });
  });

  it('ends guardians’ access when the child is 18', async () => {
    for (const name of ['the payer', 'a co-guardian'] as const) {
      expect(await can(db.database.db, actors[name], 'read-progress', grownUp)).toBe(false);
    }
  });
});
