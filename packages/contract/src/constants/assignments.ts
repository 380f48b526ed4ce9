/** The coach's week: assignments (api-contract.md part 2, "The coach's week"): values without zod. */
export const ASSIGNMENT_STATUSES = ['OPEN', 'DONE', 'LATE'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** The longest note a coach may add to an assignment. */
export const ASSIGNMENT_NOTE_MAX = 500;

export const ASSIGNMENT_MESSAGES = {
  notACoach: 'Only a coach can assign',
  sessionOrChallenge: 'Choose a session or a challenge',
  notInTeam: 'Every chosen player must be in your team',
  emptyTeam: 'Your team has no players yet',
  badDueDate: 'Give the due date as YYYY-MM-DD',
  optInOnlyGuardian: 'A guardian decides this for a player under 16',
} as const;
