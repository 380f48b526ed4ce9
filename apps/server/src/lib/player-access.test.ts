import type { Role } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { guardianApprovals, managers, players, teamMemberships, users } from '../db/schema/index.ts';
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
  | 'the player'
  | 'a coach of the player'
  | 'another coach'
  | 'another player'
  | 'an admin'
  | 'a super admin'
  | 'the guardian who approved (signed in)'
  | 'a signed-in user with no role'
  | 'nobody (no token)';

const ALL = PLAYER_ACTIONS;
const NOTHING: readonly PlayerAction[] = [];
const COACH_ONLY: readonly PlayerAction[] = [
  'coach',
  'verify-challenge',
  'assign',
  'review-clip',
  'comment-clip',
  'take-attendance',
];
/** A guardian's alone (a player of 12 freezes nothing: 16 and older do). */
const GUARDIAN_ONLY: readonly PlayerAction[] = ['freeze', 'manage-notifications', 'join-team'];
/** The player's own from 18 (this player is 12): removing a guardian. */
const FROM_18: readonly PlayerAction[] = ['remove-guardian'];
const SELF_SERVICE = ALL.filter(
  (action) => !COACH_ONLY.includes(action) && !GUARDIAN_ONLY.includes(action) && !FROM_18.includes(action),
);
const ADMIN = ALL.filter(
  (action) =>
    !COACH_ONLY.includes(action) &&
    !GUARDIAN_ONLY.includes(action) &&
    !FROM_18.includes(action) &&
    !(
      [
        'train',
        'record-challenge',
        'read-board',
        'choose-board-name',
        'answer-event',
        'calendar-link',
        'set-goal',
        'upload-clip',
      ] as PlayerAction[]
    ).includes(action),
);

/** The table: what each actor may do with the player's data. Everything not listed is 403. */
const EXPECTED: Record<ActorName, readonly PlayerAction[]> = {
  'the player': SELF_SERVICE,
  'a coach of the player': [
    'read-training',
    'read-feedback',
    'coach',
    'verify-challenge',
    'assign',
    'read-assignments',
    'read-board',
    'read-clip',
    'comment-clip',
    'review-clip',
    'read-events',
    'take-attendance',
  ],
  'another coach': NOTHING,
  'another player': NOTHING,
  'an admin': ADMIN,
  'a super admin': ADMIN,
  // Today a guardian approves by a mailed link and has no standing on the child's data.
  'the guardian who approved (signed in)': NOTHING,
  'a signed-in user with no role': NOTHING,
  'nobody (no token)': NOTHING,
};

let db: TestDatabase;
let actors: Record<ActorName, Actor>;
let subject: Subject;

async function user(email: string, authorities: Role[]) {
  const [row] = await db.database.db
    .insert(users)
    .values({ email, firstName: 'A', lastName: 'B', passwordHash: 'x', status: 'ACTIVE', authorities })
    .returning({ id: users.id, authorities: users.authorities });
  return { id: row!.id, authorities: row!.authorities as Role[] };
}

async function player(userId: string) {
  const [row] = await db.database.db
    .insert(players)
    .values({
      userId,
      ageGroupId: 'U12',
      dateOfBirth: '2014-05-01',
      gender: 'MALE',
      heightValue: 150,
      weightValue: 40,
      nationality: 'SE',
      positions: ['GOAL_KEEPER'],
      locationCity: 'Stockholm',
      locationCountry: 'Sweden',
      locationLatitude: 59.33,
      locationLongitude: 18.06,
    })
    .returning({ id: players.id });
  return row!.id;
}

async function coach(userId: string) {
  const [row] = await db.database.db
    .insert(managers)
    .values({ userId, company: 'Club', gender: 'FEMALE', latitude: 59.33, longitude: 18.06 })
    .returning({ id: managers.id });
  return row!.id;
}

beforeAll(async () => {
  db = await createTestDatabase();
  const owner = await user('owner@example.test', ['ROLE_PLAYER']);
  const playerId = await player(owner.id);
  const ownCoach = await user('coach@example.test', ['ROLE_MANAGER']);
  const managerId = await coach(ownCoach.id);
  await db.database.db.insert(teamMemberships).values({ managerId, playerId });
  const otherCoach = await user('other-coach@example.test', ['ROLE_MANAGER']);
  await coach(otherCoach.id);
  const otherPlayer = await user('other@example.test', ['ROLE_PLAYER']);
  await player(otherPlayer.id);
  const guardian = await user('guardian@example.test', []);
  await db.database.db.insert(guardianApprovals).values({
    playerId,
    guardianEmail: 'guardian@example.test',
    expiresAt: new Date(Date.now() + 86_400_000),
    language: 'en',
    approvedAt: new Date(),
  });
  subject = { userId: owner.id, playerId };
  actors = {
    'the player': owner,
    'a coach of the player': ownCoach,
    'another coach': otherCoach,
    'another player': otherPlayer,
    'an admin': await user('admin@example.test', ['ROLE_ADMIN']),
    'a super admin': await user('super@example.test', ['ROLE_SUPER_ADMIN']),
    'the guardian who approved (signed in)': guardian,
    'a signed-in user with no role': await user('none@example.test', []),
    'nobody (no token)': null,
  };
});

afterAll(async () => {
  await db?.drop();
});

const dbOf = (): Db => db.database.db;

describe('the player-access policy', () => {
  const rows = Object.entries(EXPECTED) as [ActorName, readonly PlayerAction[]][];
  for (const [name, allowed] of rows) {
    it(`${name}: may ${allowed.length ? allowed.join(', ') : 'nothing'}`, async () => {
      const answers: Partial<Record<PlayerAction, boolean>> = {};
      for (const action of ALL) answers[action] = await can(dbOf(), actors[name], action, subject);
      expect(answers).toEqual(Object.fromEntries(ALL.map((action) => [action, allowed.includes(action)])));
    });
  }

  it('answers a stranger 403 whether the player exists or not; only admins learn an id is unknown', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const statusOf = async (actor: Actor, playerId: string) => {
      try {
        await requirePlayer(dbOf(), actor, 'read-profile', playerId);
        return 200;
      } catch (error) {
        return (error as AppError).statusCode;
      }
    };
    for (const name of ['another player', 'another coach', 'nobody (no token)'] as const) {
      expect(await statusOf(actors[name], subject.playerId!), name).toBe(403);
      expect(await statusOf(actors[name], unknown), name).toBe(403);
    }
    expect(await statusOf(actors['the player'], subject.playerId!)).toBe(200);
    expect(await statusOf(actors['an admin'], unknown)).toBe(404);
  });

  it("names the coach who came in as the player's coach (their feedback is signed with it)", async () => {
    const access = await requirePlayer(dbOf(), actors['a coach of the player'], 'coach', subject.playerId!);
    expect(access.as).toBe('coach');
    expect(access.coach).toMatchObject({ managerName: 'A B' });
    const own = await requirePlayer(dbOf(), actors['the player'], 'read-feedback', subject.playerId!);
    expect(own).toMatchObject({ as: 'self', coach: null });
  });

  it('gives a plain admin no standing on a super admin’s account (no export of it); a super admin has', async () => {
    const superAdmin = actors['a super admin']!;
    const account = { userId: superAdmin.id, playerId: null };
    expect(await can(dbOf(), actors['an admin'], 'export', account)).toBe(false);
    expect(await can(dbOf(), actors['an admin'], 'read-profile', account)).toBe(false);
    expect(await can(dbOf(), superAdmin, 'export', account)).toBe(true);
    const plainAdmin = { userId: actors['an admin']!.id, playerId: null };
    expect(await can(dbOf(), superAdmin, 'export', plainAdmin)).toBe(true);
    expect(await can(dbOf(), actors['an admin'], 'export', plainAdmin)).toBe(true);
  });

  it('gives a coach nothing on an account without a player (the coach relation is to a player)', async () => {
    const account = { userId: subject.userId, playerId: null };
    expect(await can(dbOf(), actors['a coach of the player'], 'read-training', account)).toBe(false);
    expect(await can(dbOf(), actors['the player'], 'manage-profile', account)).toBe(true);
  });
});
