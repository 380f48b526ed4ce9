/** Households (api-contract.md part 2, "Households"): messages and values without zod. */
/** Households (api-contract.md, part 2, "Households"): guardians, children, one payer, consents. */
export const HOUSEHOLD_MESSAGES = {
  notAGuardian: 'Only a parent or guardian can do this',
  onlyPayer: 'Only the payer can do this',
  childNotFound: 'Child not found',
  childTooOld: 'A child added by a guardian is under 18',
  mayAlreadyExist: 'This child may already have an account',
  usernameInvalid: 'A username has 3 to 30 letters, digits, dots, dashes or underscores',
  usernameTaken: 'This username is taken',
  pinInvalid: 'The PIN is six digits',
  pinTooSimple: 'This PIN is too easy to guess; choose another',
  invitationInvalid: 'This invitation is not valid any more',
  invitationOwnHousehold: 'You are already a guardian in this household',
  alreadyInAHousehold: 'You already belong to another household',
  linkRequestNotFound: 'Request not found',
  linkRequestDecided: 'This request was answered already',
  payerMustBeGuardian: 'The new payer must be a guardian of the child',
  payerCannotDelete:
    'You pay for a child: hand the payer role to another guardian or end the subscription first',
  consentNotFound: 'Consent not found',
  consentRevoked: 'This consent was revoked already',
  handoverTooYoung: 'A child takes over their account from 16',
  handedOver: 'This account belongs to the player already',
  handoverLinkInvalid: 'This hand-over link is not valid any more',
  childCannot: 'Ask your parent or guardian',
  guardiansUntil18: 'Guardians keep access until the player is 18',
  coachConsentNeeded: 'Consent needed: COACH',
  guardianNotFound: 'Guardian not found',
} as const;

export const CONSENT_SCOPES = ['PROFILE', 'TRAINING', 'COACH', 'VIDEO', 'NOTIFICATIONS'] as const;
export const LINK_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
