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
  phoneMissing: 'Add a phone number first',
  phoneAlreadyVerified: 'This phone number is already verified',
  smsFailed: 'The code could not be sent by text message at the moment',
} as const;

/** Seconds before another phone verification code may be asked for (the web's resend countdown). */
export const PHONE_CODE_RESEND_SECONDS = 60;
