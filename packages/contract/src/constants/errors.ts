/** Reason phrases used in the `error` field. */
export const HTTP_REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The API's own messages, not tied to one domain. */
export const ERROR_MESSAGES = {
  playerNotFound: 'Player not found',
  managerNotFound: 'Manager not found',
  badCredentials: 'Bad credentials',
  invalidVerificationCode: 'Invalid verification code',
  notFound: 'Not found',
  unauthorized: 'Full authentication is required to access this resource',
  forbidden: 'Access is denied',
  malformedJson: 'Malformed JSON in request body',
  bodyTooLarge: 'Request body is larger than 1 MB',
  unsupportedMediaType: 'A request body needs a supported Content-Type (application/json)',
  tooManyRequests: 'Too many requests, please try again later',
  internal: 'An unexpected error occurred',
  unavailable: 'The service is briefly unavailable, please try again shortly',
  validation: 'Validation failed',
  invalidToken: 'Invalid or expired access token',
  xsrf: 'Invalid or missing X-XSRF-TOKEN header',
} as const;

/** The overall message of a 400 whose fields failed the contract's schemas (`errors` lists them). */
export const VALIDATION_MESSAGES = {
  failed: ERROR_MESSAGES.validation,
  invalidValue: 'Invalid value',
} as const;
