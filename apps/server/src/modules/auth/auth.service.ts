import { OAUTH_MESSAGES, TOKEN_SCOPE } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { announceUserChange } from '../../lib/auth-cache.ts';
import { OAuthError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { phoneUsernameToE164 } from '../../lib/phone.ts';
import {
  type Credentials,
  claimTotpStep,
  findCredentialsByEmail,
  findCredentialsById,
  findCredentialsByPhone,
  findCredentialsByUsername,
  updateTotpSecret,
} from './credentials.repo.ts';
import { hasSignedInFrom, insertLoginAttempt, type LoginOutcome } from './login-attempts.repo.ts';
import { mailSecurityNotice } from '../verification/verification.service.ts';
import { countRecoveryCodesLeft, isRecoveryCodeShape, useRecoveryCode } from './recovery-codes.service.ts';
import {
  findTokenByAccessHash,
  findTokenByRefreshHash,
  markTokenRotated,
  type TokenRow,
} from './token.repo.ts';
import {
  authenticateAccessToken,
  hashToken,
  type IssuedTokens,
  issueTokens,
  revokeFamily,
} from './token.service.ts';
import type { AccountLimiter } from '../../lib/rate-limits.ts';
import { encryptSecret, openSecret, verifyTotp } from '../../lib/totp.ts';
import { totpKeys } from '../../lib/totp-key.ts';

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
  // A child's login (households) is a username without '@'; an e-mail always has one.
  if (!value.includes('@')) return value ? findCredentialsByUsername(db, value) : null;
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
function logThrottledLogin(ctx: ServiceContext, username: string, userId: string | null, ip: string): void {
  ctx.log.warn({ login: { username, userId, ip, outcome: 'THROTTLED' } }, 'sign-in attempt throttled');
}

/** Limits of the password grant (auth.routes.ts TOKEN_LIMITS). */
export interface SignInLimits {
  /** Tries on one account from one client address. */
  perAccountAndAddress: AccountLimiter;
  /** Tries on one account from every address it has not signed in from lately. */
  perAccountFromNewAddresses: AccountLimiter;
}

/** An owner's usual address: a successful sign-in from it within this many days. */
const KNOWN_ADDRESS_DAYS = 90;

/**
 * Counts the try before anything is checked. The account is the user (an e-mail and a phone of one
 * account share one count) or, for an unknown name, the normalised name. An address the account
 * signed in from lately only meets its own per-address count, so a stranger's failures elsewhere
 * do not lock the owner out.
 */
async function countSignInTry(
  ctx: ServiceContext,
  limits: SignInLimits,
  input: { username: string; userId: string | null; ip: string },
) {
  const account = input.userId ? `user:${input.userId}` : `name:${input.username}`;
  const pairKey = `${account}|${input.ip}`;
  const known = input.userId
    ? await hasSignedInFrom(ctx.db, input.userId, input.ip, KNOWN_ADDRESS_DAYS, ctx.clock.now())
    : false;
  try {
    await limits.perAccountAndAddress.consume(pairKey);
    if (!known) await limits.perAccountFromNewAddresses.consume(account);
  } catch (error) {
    logThrottledLogin(ctx, input.username, input.userId, input.ip);
    throw error;
  }
  return {
    /** A try that was not a guess (disabled account, the code not sent yet) gives its count back. */
    notAGuess: async () => {
      await limits.perAccountAndAddress.refund(pairKey);
      if (!known) await limits.perAccountFromNewAddresses.refund(account);
    },
    success: async () => {
      await limits.perAccountAndAddress.reset(pairKey);
      if (!known) await limits.perAccountFromNewAddresses.refund(account);
    },
  };
}

/** The second factor: a TOTP code (once per step) or one of the recovery codes (once each). */
async function checkSecondFactor(
  ctx: ServiceContext,
  user: Credentials,
  code: string,
): Promise<'TOTP' | 'RECOVERY_CODE' | null> {
  if (isRecoveryCodeShape(code))
    return (await useRecoveryCode(ctx.db, user.id, code, ctx.clock.now())) ? 'RECOVERY_CODE' : null;
  const opened = user.totpSecret ? openSecret(user.totpSecret, totpKeys(ctx.config)) : null;
  if (!opened) return null;
  const step = verifyTotp(opened.secret, code, user.totpLastStep);
  if (step === null || !(await claimTotpStep(ctx.db, user.id, step))) return null;
  if (opened.stale)
    await updateTotpSecret(ctx.db, user.id, encryptSecret(opened.secret, totpKeys(ctx.config).current));
  return 'TOTP';
}

/**
 * The password grant: e-mail (any case) or +E.164 phone, password, and when two-factor is on a TOTP
 * code or a recovery code. Every try is counted first (see countSignInTry).
 */
export async function passwordGrant(
  ctx: ServiceContext,
  limits: SignInLimits,
  input: { username: string; password: string; code?: string; clientId: string; ip: string },
): Promise<IssuedTokens> {
  const username = loginKey(input.username);
  const user = await findByUsername(ctx.db, input.username);
  const counted = await countSignInTry(ctx, limits, { username, userId: user?.id ?? null, ip: input.ip });
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
    await counted.notAGuess();
    await audit(ctx, { ...attempt, outcome: 'DISABLED' });
    throw new LoginRejected(OAUTH_MESSAGES.userDisabled, false);
  }
  let outcome: LoginOutcome = 'SUCCESS';
  if (user.twoFaEnabled) {
    const code = input.code?.trim();
    if (!code) {
      await counted.notAGuess();
      await audit(ctx, { ...attempt, outcome: 'TWO_FACTOR_REQUIRED' });
      throw new LoginRejected(OAUTH_MESSAGES.invalidVerificationCode, false);
    }
    const factor = await checkSecondFactor(ctx, user, code);
    if (!factor) {
      await audit(ctx, { ...attempt, outcome: 'TWO_FACTOR_FAILED' });
      throw new LoginRejected(OAUTH_MESSAGES.invalidVerificationCode, true);
    }
    if (factor === 'RECOVERY_CODE') outcome = 'RECOVERY_CODE_USED';
  }
  const tokens = await issueTokens(ctx.db, { userId: user.id, clientId: input.clientId }, ctx.clock.now());
  await counted.success();
  // A sign-in with a recovery code is recorded as such, and also as SUCCESS (the address becomes known).
  if (outcome !== 'SUCCESS') await audit(ctx, { ...attempt, outcome });
  await audit(ctx, { ...attempt, outcome: 'SUCCESS' });
  // The owner hears of every recovery code used, and how many are left.
  if (outcome === 'RECOVERY_CODE_USED')
    await mailSecurityNotice(ctx, 'RECOVERY_CODE_USED', user, {
      remaining: String(await countRecoveryCodesLeft(ctx.db, user.id)),
    });
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
    await revokeFamily(ctx.db, row.familyId, ctx.clock.now());
    ctx.log.warn(
      { userId: row.userId, familyId: row.familyId },
      'rotated refresh token presented again: family revoked',
    );
    throw invalidRefresh();
  }
  const now = ctx.clock.now();
  if (row.refreshExpiresAt <= now) throw invalidRefresh();
  const user = await findCredentialsById(ctx.db, row.userId);
  if (!user || user.status === 'DISABLED') {
    await revokeFamily(ctx.db, row.familyId, now);
    throw invalidRefresh();
  }
  const issued = await ctx.db.transaction(async (tx) => {
    if (!(await markTokenRotated(tx, row.id, now))) return null;
    return issueTokens(
      tx,
      {
        userId: row.userId,
        clientId: row.clientId,
        familyId: row.familyId,
        familyExpiresAt: row.familyExpiresAt,
        scope: row.scope,
      },
      now,
    );
  });
  if (!issued) {
    // Another request exchanged this refresh token first: treat it as reuse.
    await revokeFamily(ctx.db, row.familyId, now);
    ctx.log.warn(
      { userId: row.userId, familyId: row.familyId },
      'refresh token exchanged twice: family revoked',
    );
    throw invalidRefresh();
  }
  // The exchanged pair's access token is dead: this process forgets it now (others on NOTIFY).
  announceUserChange(row.userId);
  return issued;
}

export type TokenCheck =
  | { active: true; user_name: string; authorities: string[]; exp: number; client_id: string; scope: string }
  | { active: false };

/** `check_token`: is this access token live (not expired, rotated or revoked, user not disabled)? */
export async function checkToken(db: Db, token: string, now: Date): Promise<TokenCheck> {
  const user = await authenticateAccessToken(db, token, now);
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
        await revokeFamily(ctx.db, row.familyId, ctx.clock.now());
        ctx.log.info({ userId: row.userId, familyId: row.familyId }, 'tokens revoked (sign-out)');
      }
      return;
    }
  }
}
