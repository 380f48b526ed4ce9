import { USER_MESSAGES } from './users.ts';
/** The age of guardian approval (api-contract.md, "Children and privacy"; the privacy policy's promise). */
export const GUARDIAN_AGE = 16;

/** The privacy policy version a guardian approves (its last-changed date). */
export const PRIVACY_POLICY_VERSION = '2026-11-24';

/** A guardian's link lives this long; a resend makes a new one and the old one dies. */
export const GUARDIAN_LINK_DAYS = 7;

export const GUARDIAN_APPROVALS = ['NOT_NEEDED', 'PENDING', 'APPROVED'] as const;

export const PRIVACY_MESSAGES = {
  guardianApprovalNeeded: 'Guardian approval needed',
  guardianEmailRequired: 'A parent or guardian’s e-mail is needed for a player under 16',
  guardianEmailOwn: 'The guardian’s e-mail must not be the player’s own',
  guardianNotNeeded: 'This player needs no guardian approval',
  guardianLinkInvalid: 'This link is not valid any more',
  passwordWrong: 'The password is not correct',
  passwordRequired: USER_MESSAGES.passwordRequired,
  deletionUnavailable: 'The account could not be deleted at the moment, please try again',
  guardianMailFailed: 'The e-mail could not be sent at the moment',
} as const;
