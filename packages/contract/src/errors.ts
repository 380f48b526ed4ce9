import { z } from 'zod';

/** Body of every non-OAuth error (api-contract.md, "Error bodies"). */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const errorBodySchema = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  path: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** RFC 6749 §5.2 body of /api/oauth/* errors. */
export const oauthErrorSchema = z.object({
  error: z.enum([
    'invalid_request',
    'invalid_client',
    'invalid_grant',
    'unauthorized_client',
    'unsupported_grant_type',
    'invalid_scope',
  ]),
  error_description: z.string().optional(),
});
export type OAuthError = z.infer<typeof oauthErrorSchema>;

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

/** Messages the server sends that the web app matches on or shows. */
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
  tooManyRequests: 'Too many requests, please try again later',
  internal: 'An unexpected error occurred',
  validation: 'Validation failed',
} as const;
