export const VERIFICATION_CODE_TTL_MINUTES = 15;

export const VERIFICATION_MAX_ATTEMPTS = 5;

export const VERIFICATION_MESSAGES = {
  invalidCode: 'Invalid verification code',
  expired: 'Verification code has expired, please request a new one',
  tooManyAttempts: 'Too many wrong codes, please request a new one',
  alreadyUsed: 'This verification code has already been used',
  notFound: 'Verification not found',
  wrongAddress: 'The verification was sent to another address',
  emailTaken: 'An account with this email already exists',
  mailFailed: 'Verification code could not be sent at the moment',
} as const;
