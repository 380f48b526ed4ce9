/** The scope every token carries (api-contract.md, "Tokens"). */
export const TOKEN_SCOPE = 'read write';

/** Every /api/oauth/* error (RFC 6749 §5.2). `error` is one of OAUTH_ERROR_CODES. */
export const OAUTH_ERROR_CODES = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'too_many_requests',
  'server_error',
] as const;

/** error_description values the web app matches on (spec §4, §8). */
export const OAUTH_MESSAGES = {
  badCredentials: 'Bad credentials',
  invalidVerificationCode: 'Invalid verification code',
  userDisabled: 'User is disabled',
  invalidRefreshToken: 'Invalid refresh token',
  badClient: 'Bad client credentials',
  tooManyAttempts: 'Too many sign-in attempts, please try again later',
  missingGrantType: 'Missing grant_type',
  missingCredentials: 'Missing username or password',
  scopeInvalid: `Scope must be "${TOKEN_SCOPE}"`,
  missingRefreshToken: 'Missing refresh_token',
  unsupportedGrantType: 'Unsupported grant type',
  missingToken: 'Missing token',
} as const;
