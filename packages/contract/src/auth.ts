import { z } from 'zod';
import { TOKEN_SCOPE } from './constants/auth.ts';

const formValue = (max: number) => z.string().max(max);

/** RFC 6749 §2.3.1 `client_secret_post`: the client's credentials in the form body instead of Basic. */
const clientCredentialFields = {
  client_id: formValue(200).optional(),
  client_secret: formValue(200).optional(),
};

/**
 * `POST /api/oauth/token`, form-encoded, with the web client's Basic credentials. One body for every
 * grant so the endpoint can answer RFC 6749 errors itself:
 * - password: `grant_type=password&username=…&password=…&scope=read write[&code=123456]`
 * - refresh: `grant_type=refresh_token&refresh_token=…`
 * - account creation (spec §7): `firstName`, `lastName`, `username`, `password` (no grant_type): a password grant.
 */
export const tokenRequestSchema = z.object({
  grant_type: formValue(64).optional(),
  username: formValue(320).optional(),
  password: formValue(1024).optional(),
  scope: formValue(200).optional(),
  code: formValue(32).optional(),
  refresh_token: formValue(200).optional(),
  firstName: formValue(200).optional(),
  lastName: formValue(200).optional(),
  ...clientCredentialFields,
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** The login call of the web app, as a typed form (the web sends it form-encoded). */
export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: z.string().min(1),
  password: z.string().min(1),
  scope: z.literal(TOKEN_SCOPE).default(TOKEN_SCOPE),
  code: z.string().optional(),
});
export type PasswordGrant = z.infer<typeof passwordGrantSchema>;

export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1),
});
export type RefreshGrant = z.infer<typeof refreshGrantSchema>;

/** The account-creation token call of spec §7 (the names are accepted and ignored). */
export const accountCreationTokenRequestSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  username: z.string().min(1),
  password: z.string().min(1),
});

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  refresh_token: z.string(),
  /** Seconds; the web stores now + expires_in × 1000 ms. */
  expires_in: z.number().int(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** `POST /api/oauth/check_token?token=…` (the token may also come form-encoded). */
export const checkTokenQuerySchema = z.object({ token: z.string().max(200).optional() });
export const checkTokenBodySchema = z
  .object({ token: z.string().max(200).optional(), ...clientCredentialFields })
  .nullish();
export const checkTokenResponseSchema = z.union([
  z.object({
    active: z.literal(true),
    /** The user's e-mail. */
    user_name: z.string(),
    authorities: z.array(z.string()),
    /** Expiry of the access token, seconds since the epoch. */
    exp: z.number().int(),
    client_id: z.string(),
    scope: z.string(),
  }),
  z.object({ active: z.literal(false) }),
]);
export type CheckTokenResponse = z.infer<typeof checkTokenResponseSchema>;

/** `POST /api/oauth/revoke` (RFC 7009): an access or a refresh token; always 200. */
export const revokeTokenRequestSchema = z.object({
  token: z.string().max(200).optional(),
  token_type_hint: z.string().max(64).optional(),
  ...clientCredentialFields,
});
export const revokeTokenResponseSchema = z.object({});

export const oauthErrorBodySchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
  /** The description's code (api-contract.md, "Error codes"), an extension beside RFC 6749's fields. */
  code: z.string().optional(),
});
