/** Messages of the coach calls (api-contract.md "Coaches (managers) and their players"). */
export const COACH_MESSAGES = {
  teamCodeInvalid: 'A team code has 8 letters and digits',
  teamCodeNotFound: 'No team has this code',
  notAPlayer: 'Only a player can join a team',
  notYourPlayer: 'This player is not in your team',
  guardianApprovalNeeded: 'Guardian approval needed',
  feedbackRequired: 'Feedback cannot be empty',
  feedbackTooLong: 'Feedback must be at most 2000 characters long',
  phaseNotInProgram: "This phase is not in the player's program",
} as const;

/**
 * The characters of a team code: digits and capitals without the look-alikes 0/O, 1/I/L (and U,
 * which reads as V in some hands). 30 characters, 8 places: 6.6 × 10^11 codes.
 */
export const TEAM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

export const TEAM_CODE_LENGTH = 8;
