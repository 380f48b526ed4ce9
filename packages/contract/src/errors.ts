import { z } from 'zod';

/** Body of every non-OAuth error (api-contract.md, "Error bodies"). */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  /** The message's code (constants/error-codes.ts) when the contract names it. */
  code: z.string().optional(),
});
export const errorBodySchema = z.object({
  status: z.number().int(),
  error: z.string(),
  /** A stable identifier of the message (api-contract.md, "Error codes"): clients translate by it. */
  code: z.string(),
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
  /** The description's code (an extension parameter, RFC 6749 §8.2 style), as on every other error. */
  code: z.string().optional(),
});
export type OAuthError = z.infer<typeof oauthErrorSchema>;
