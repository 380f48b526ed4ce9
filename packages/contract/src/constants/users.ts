export const PASSWORD_MIN_LENGTH = 8;
/** Sign-in keeps the spec's 6 (spec §5): accounts made before the 8-character rule still sign in. */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;

export const PASSWORD_MAX_LENGTH = 128;

export const NAME_MAX_LENGTH = 50;

export const EMAIL_MAX_LENGTH = 254;

/** Messages of the account calls (the English wording of spec §5 where it has one). */
export const USER_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters long.`,
  nameOneLine: 'Name must be on one line',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooCommon: 'This password is too common: choose one that is harder to guess',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  emailTaken: 'An account with this email already exists',
  phoneTaken: 'An account with this phone number already exists',
  existingPasswordWrong: 'Existing password is incorrect',
  sameEmail: 'Both Email address cannot be the same!',
  twoFactorNotForAdmins: 'Admin accounts keep two-factor authentication on',
  twoFactorRequired: 'Two-factor authentication required',
  twoFactorAlreadyEnabled: 'Two-factor authentication is already enabled',
  roleAlreadyChosen: 'A role has already been chosen; changing it needs an admin',
  adminRoleNeedsSuperAdmin: 'Only a super admin may give or take admin roles',
  userNotFound: 'User not found',
  idMismatch: 'The id in the body does not match the address',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Password is incorrect',
  accountNotVerified: 'Account not verified',
  twoFactorNotStarted: 'Start two-factor authentication first',
  twoFactorNotEnabled: 'Two-factor authentication is off',
  resetCodeInvalid: 'Invalid or expired code',
  invalidTotpCode: 'Invalid verification code',
} as const;

export const RECOVERY_CODE_COUNT = 10;
