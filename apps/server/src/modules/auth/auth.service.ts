import { OAUTH_MESSAGES, TOKEN_SCOPE } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { OAuthError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { phoneUsernameToE164 } from '../../lib/phone.ts';
import {
  claimTotpStep,
  findCredentialsByEmail,
  findCredentialsById,
  findCredentialsByPhone,
} from './credentials.repo.ts';
import { insertLoginAttempt, type LoginOutcome } from './login-attempts.repo.ts';
import {
  findTokenByAccessHash,
  findTokenByRefreshHash,
  markTokenRotated,
  revokeTokenFamily,
  type TokenRow,
} from './token.repo.ts';
import { authenticateAccessToken, hashToken, type IssuedTokens, issueTokens } from './token.service.ts';
import { decryptSecret, verifyTotp } from '../../lib/totp.ts';

/** A refused sign-in; `guess` marks the failures that count towards the per-account limit. */
export class LoginRejected extends OAuthError {
  constructor(
    description: string,
    public readonly guess: boolean,
  ) {
    super(400, 'invalid_grant', description);
  }
}

/** The form the per-account limiter and the audit trail use: lower-case e-mail or E.164 phone. */
export function loginKey(username: string): string {
  const value = username.trim();
  return (phoneUsernameToE164(value) ?? value.toLowerCase()).slice(0, 320);
}

// Unknown users still cost one argon2 verification, so timing does not tell who has an account.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  return dummyHash;
};

async function findByUsername(db: Db, username: string) {
  const value = username.trim();
  if (value.startsWith('+')) {
    const e164 = phoneUsernameToE164(value);
    return e164 ? findCredentialsByPhone(db, e164) : null;
  }
  return findCredentialsByEmail(db, value);
}

async function audit(
  ctx: ServiceContext,
  attempt: { username: string; userId: string | null; ip: string; outcome: LoginOutcome },
): Promise<void> {
  ctx.log.info({ login: attempt }, 'sign-in attempt');
  try {
    await insertLoginAttempt(ctx.db, attempt);
  } catch (error) {
    ctx.log.error({ err: error }, 'sign-in attempt could not be recorded');
  }
}

/** A throttled sign-in is logged (not stored: under attack the table would take the load). */
export function logThrottledLogin(ctx: ServiceContext, username: string, ip: string): void {
  ctx.log.warn(
    { login: { username: loginKey(username), ip, outcome: 'THROTTLED' } },
    'sign-in attempt throttled',
  );
}

/** The password grant: e-mail (any case) or +E.164 phone, password, and the TOTP code when 2FA is on. */
export async function passwordGrant(
  ctx: ServiceContext,
  input: { username: string; password: string; code?: string; clientId: string; ip: string },
): Promise<IssuedTokens> {
  const username = loginKey(input.username);
  const user = await findByUsername(ctx.db, input.username);
  if (!user) {
    await verifyPassword(await timingDummy(), input.password);
    await audit(ctx, { username, userId: null, ip: input.ip, outcome: 'UNKNOWN_USER' });
    throw new LoginRejected(OAUTH_MESSAGES.badCredentials, true);
  }
  const attempt = { username, userId: user.id, ip: input.ip };
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await audit(ctx, { ...attempt, outcome: 'BAD_CREDENTIALS' });
    throw new LoginRejected(OAUTH_MESSAGES.badCredentials, true);
  }
  if (user.status === 'DISABLED') {
    await audit(ctx, { ...attempt, outcome: 'DISABLED' });
    throw new LoginRejected(OAUTH_MESSAGES.userDisabled, false);
  }
  if (user.twoFaEnabled) {
    const code = input.code?.trim();
    if (!code) {
      await audit(ctx, { ...attempt, outcome: 'TWO_FACTOR_REQUIRED' });
      throw new LoginRejected(OAUTH_MESSAGES.invalidVerificationCode, false);
    }
    const secret = user.totpSecret ? decryptSecret(user.totpSecret, ctx.config.totpEncryptionKey) : null;
    const step = secret ? verifyTotp(secret, code, user.totpLastStep) : null;
    if (step === null || !(await claimTotpStep(ctx.db, user.id, step))) {
      await audit(ctx, { ...attempt, outcome: 'TWO_FACTOR_FAILED' });
      throw new LoginRejected(OAUTH_MESSAGES.invalidVerificationCode, true);
    }
  }
  const tokens = await issueTokens(ctx.db, { userId: user.id, clientId: input.clientId });
  await audit(ctx, { ...attempt, outcome: 'SUCCESS' });
  return tokens;
}

const invalidRefresh = () => new OAuthError(400, 'invalid_grant', OAUTH_MESSAGES.invalidRefreshToken);

/** The refresh grant with rotation: a refresh token works once; presenting it again ends its family. */
export async function refreshGrant(
  ctx: ServiceContext,
  input: { refreshToken: string; clientId: string },
): Promise<IssuedTokens> {
  const row = await findTokenByRefreshHash(ctx.db, hashToken(input.refreshToken));
  if (!row || row.clientId !== input.clientId || row.revokedAt) throw invalidRefresh();
  if (row.rotatedAt) {
    await revokeTokenFamily(ctx.db, row.familyId);
    ctx.log.warn(
      { userId: row.userId, familyId: row.familyId },
      'rotated refresh token presented again: family revoked',
    );
    throw invalidRefresh();
  }
  if (row.refreshExpiresAt.getTime() <= Date.now()) throw invalidRefresh();
  const user = await findCredentialsById(ctx.db, row.userId);
  if (!user || user.status === 'DISABLED') {
    await revokeTokenFamily(ctx.db, row.familyId);
    throw invalidRefresh();
  }
  const issued = await ctx.db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    if (!(await markTokenRotated(txDb, row.id))) return null;
    return issueTokens(txDb, {
      userId: row.userId,
      clientId: row.clientId,
      familyId: row.familyId,
      scope: row.scope,
    });
  });
  if (!issued) {
    // Another request exchanged this refresh token first: treat it as reuse.
    await revokeTokenFamily(ctx.db, row.familyId);
    ctx.log.warn(
      { userId: row.userId, familyId: row.familyId },
      'refresh token exchanged twice: family revoked',
    );
    throw invalidRefresh();
  }
  return issued;
}

export type TokenCheck =
  | { active: true; user_name: string; authorities: string[]; exp: number; client_id: string; scope: string }
  | { active: false };

/** `check_token`: is this access token live (not expired, rotated or revoked, user not disabled)? */
export async function checkToken(db: Db, token: string): Promise<TokenCheck> {
  const user = await authenticateAccessToken(db, token);
  if (!user) return { active: false };
  return {
    active: true,
    user_name: user.email,
    authorities: user.authorities,
    exp: Math.floor(user.accessExpiresAt.getTime() / 1000),
    client_id: user.clientId,
    scope: TOKEN_SCOPE,
  };
}

/** RFC 7009: revokes the family of the pair the token (access or refresh) belongs to; unknown tokens are fine. */
export async function revokeToken(
  ctx: ServiceContext,
  input: { token: string; hint?: string; clientId: string },
): Promise<void> {
  if (!input.token || input.token.length > 200) return;
  const hash = hashToken(input.token);
  const lookups: ((db: Db, h: string) => Promise<TokenRow | null>)[] =
    input.hint === 'refresh_token'
      ? [findTokenByRefreshHash, findTokenByAccessHash]
      : [findTokenByAccessHash, findTokenByRefreshHash];
  for (const lookup of lookups) {
    const row = await lookup(ctx.db, hash);
    if (row) {
      if (row.clientId === input.clientId) {
        await revokeTokenFamily(ctx.db, row.familyId);
        ctx.log.info({ userId: row.userId, familyId: row.familyId }, 'tokens revoked (sign-out)');
      }
      return;
    }
  }
}
