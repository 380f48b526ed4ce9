import { HABIT_MESSAGES, HABITS_SELF_AGE, HOUSEHOLD_MESSAGES } from '@academy/contract';

/**
 * The player-access policy as data: the relations an actor may stand in, the named actions, which
 * relation may do which, the age rules and the denials with their own message. The logic that asks
 * it is lib/player-access.ts (docs/architecture-access.md).
 */

/** Guardians keep read access until the child is 18 and cannot be removed before (api-contract.md). */
export const GUARDIANS_UNTIL = 18;

/**
 * How an actor may stand to a subject, in the order they are tried (the first that holds answers).
 * `child`: the player signed in with the login a household gave them (less than `self`: no
 * payments, no export). `payer`: the guardian who pays for the child; `guardian`: any guardian of
 * the child (co-guardians included), until the child is 18.
 */
export const RELATIONS = ['self', 'child', 'payer', 'guardian', 'coach', 'admin'] as const;
export type Relation = (typeof RELATIONS)[number];

export const PLAYER_ACTIONS = [
  'read-profile',
  'manage-profile',
  'read-progress',
  'train',
  'record-challenge',
  'verify-challenge',
  'read-training',
  'read-feedback',
  'coach',
  'read-team',
  'read-subscription',
  'subscribe',
  'pay',
  'read-payments',
  'export',
  'assign',
  'read-assignments',
  'read-board',
  'choose-board-name',
  'set-goal',
  'freeze',
  'manage-notifications',
  'upload-clip',
  'read-clip',
  'comment-clip',
  'review-clip',
  'read-events',
  'answer-event',
  'take-attendance',
  'calendar-link',
  'join-team',
  'read-guardians',
  'remove-guardian',
] as const;
export type PlayerAction = (typeof PLAYER_ACTIONS)[number];

/** The policy: which relations may do what. Nobody else may. */
export const POLICY: Readonly<Record<PlayerAction, readonly Relation[]>> = {
  // The player profile (and the account it belongs to): read, create, correct, resend the guardian mail.
  'read-profile': ['self', 'child', 'payer', 'guardian', 'admin'],
  'manage-profile': ['self', 'payer', 'admin'],
  // The player's program, phases and progress; only the player trains (an admin never trains for them).
  'read-progress': ['self', 'child', 'payer', 'guardian', 'admin'],
  train: ['self', 'child'],
  // Skill challenges: the player (or a guardian for them) records results (coaches and admins read
  // them with `read-training`); only a coach of the player confirms one.
  'record-challenge': ['self', 'child', 'payer', 'guardian'],
  'verify-challenge': ['coach'],
  // What a coach sees of a player, and the feedback thread (a coach reads only their own words).
  'read-training': ['self', 'child', 'payer', 'guardian', 'coach', 'admin'],
  'read-feedback': ['self', 'child', 'payer', 'guardian', 'coach', 'admin'],
  coach: ['coach'],
  // A coach's team list (the subject is the coach's user).
  'read-team': ['self', 'admin'],
  // The paid lifecycle: every guardian reads the subscription, only the payer pays.
  'read-subscription': ['self', 'child', 'payer', 'guardian', 'admin'],
  subscribe: ['self', 'payer', 'admin'],
  pay: ['self', 'payer', 'admin'],
  'read-payments': ['self', 'payer', 'admin'],
  // Everything held about the account, as one document (another user's: recorded in the audit trail).
  export: ['self', 'admin'],
  // The coach's week: a coach of the player assigns a session or a challenge; the family and the
  // coach read them. The team board: the squad reads it; the player (16+) or a guardian names them.
  assign: ['coach'],
  'read-assignments': ['self', 'child', 'payer', 'guardian', 'coach', 'admin'],
  'read-board': ['self', 'child', 'payer', 'guardian', 'coach'],
  'choose-board-name': ['self', 'child', 'payer', 'guardian'],
  // Habits: the weekly goal (read with `read-progress`), a freeze of the weeks (the player only
  // from 16, see FROM_AGE) and a child's reminders and push, which a guardian turns on.
  'set-goal': ['self', 'child', 'payer', 'guardian'],
  freeze: ['self', 'child', 'payer', 'guardian'],
  'manage-notifications': ['payer', 'guardian'],
  // Show your coach (docs/clips.md): the player or a guardian uploads (a child needs the VIDEO
  // consent, checked by the clips module); the player, guardians, coaches and admins watch;
  // guardians and coaches comment; only a coach gives the verdict.
  'upload-clip': ['self', 'child', 'payer', 'guardian'],
  'read-clip': ['self', 'child', 'payer', 'guardian', 'coach', 'admin'],
  'comment-clip': ['payer', 'guardian', 'coach'],
  'review-clip': ['coach'],
  // Team trainings (docs/team-events.md): the family sees and answers them (attending by default),
  // a coach of the player sees them and takes the register; the private calendar link is the player's
  // and the guardians' (a child's own login has no calendar link: lib/child-access.ts).
  'read-events': ['self', 'child', 'payer', 'guardian', 'coach', 'admin'],
  'answer-event': ['self', 'child', 'payer', 'guardian'],
  'take-attendance': ['coach'],
  'calendar-link': ['self', 'payer', 'guardian'],
  // A guardian puts a household child in a coach's team with the team code (the child's own login
  // cannot: lib/child-access.ts); the households module asks for the COACH consent on the ledger.
  'join-team': ['payer', 'guardian'],
  // Growing up: a player with their own login sees who else reads their data; from 18 (FROM_AGE)
  // they may remove a guardian (lib/guardianship.repo.ts skips a removed one everywhere).
  'read-guardians': ['self', 'admin'],
  'remove-guardian': ['self'],
};

/**
 * Actions a relation may do only from an age of the player (counted like the guardians' 18): below
 * it the relation does not hold for the action, and the actor hears why.
 */
export const FROM_AGE: Readonly<
  Partial<Record<PlayerAction, { relations: readonly Relation[]; age: number; message: string }>>
> = {
  freeze: { relations: ['self', 'child'], age: HABITS_SELF_AGE, message: HABIT_MESSAGES.guardianFreezes },
  'remove-guardian': {
    relations: ['self'],
    age: GUARDIANS_UNTIL,
    message: HOUSEHOLD_MESSAGES.guardiansUntil18,
  },
};

/**
 * Denials with their own message: an actor standing in `relation` who may not do the action hears
 * why (a co-guardian asking to pay). Everyone else gets 403 `Access is denied`.
 */
export const DENIALS: Readonly<Partial<Record<PlayerAction, { relation: Relation; message: string }>>> = {
  subscribe: { relation: 'guardian', message: HOUSEHOLD_MESSAGES.onlyPayer },
  pay: { relation: 'guardian', message: HOUSEHOLD_MESSAGES.onlyPayer },
  'read-payments': { relation: 'guardian', message: HOUSEHOLD_MESSAGES.onlyPayer },
};
