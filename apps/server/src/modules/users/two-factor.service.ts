import { USER_MESSAGES } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { conflict, fieldError, forbidden } from '../../lib/errors.ts';
import type { AccountLimiter } from '../../lib/rate-limits.ts';
import { confirmPassword } from '../../lib/reauthenticate.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { createTotpSecret, encryptSecret, openSecret, totpUri, verifyTotp } from '../../lib/totp.ts';
import { totpKeys } from '../../lib/totp-key.ts';
import { isAdmin, type Viewer } from '../../lib/viewer.ts';
import { issueRecoveryCodes, removeRecoveryCodes } from '../auth/recovery-codes.service.ts';
import { mailSecurityNotice } from '../verification/verification.service.ts';
import { ownUser } from './own-user.ts';
import { turnOnTwoFactor, updateUser } from './users.repo.ts';

async function ownNonAdmin(db: Db, requester: Viewer, id: string) {
  const user = await ownUser(db, requester, id);
  if (isAdmin({ authorities: user.authorities as Viewer['authorities'] })) {
    throw forbidden(USER_MESSAGES.twoFactorNotForAdmins);
  }
  return user;
}

/**
 * `PUT /api/v1/user/enable-2fa`. On: a new secret is kept (encrypted) as pending and its key and
 * otpauth URL answered; two-factor stays off until confirmed. Off: needs the current password, drops
 * the secret and the recovery codes, and tells the account's address.
 */
export async function setTwoFactor(
  ctx: ServiceContext,
  passwordLimiter: AccountLimiter,
  requester: Viewer,
  input: { id: string; enabled: boolean; password?: string },
): Promise<{ key: string | null; otpauthUrl: string | null }> {
  const user = await ownNonAdmin(ctx.db, requester, input.id);
  if (!input.enabled) {
    await confirmPassword(passwordLimiter, user, input.password);
    await ctx.db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await updateUser(
        txDb,
        user.id,
        { twoFaEnabled: false, totpSecret: null, totpLastStep: null },
        ctx.clock.now(),
      );
      await removeRecoveryCodes(txDb, user.id);
    });
    if (user.twoFaEnabled) {
      ctx.log.info({ userId: user.id }, 'two-factor authentication disabled');
      await mailSecurityNotice(ctx, 'TWO_FACTOR_DISABLED', user);
    }
    return { key: null, otpauthUrl: null };
  }
  if (user.twoFaEnabled) throw conflict(USER_MESSAGES.twoFactorAlreadyEnabled, 'enabled');
  const secret = createTotpSecret();
  await updateUser(
    ctx.db,
    user.id,
    {
      totpSecret: encryptSecret(secret, totpKeys(ctx.config).current),
      totpLastStep: null,
    },
    ctx.clock.now(),
  );
  ctx.log.info({ userId: user.id }, 'two-factor authentication started (pending confirmation)');
  return { key: secret, otpauthUrl: totpUri(secret, user.email) };
}

/**
 * `PUT /api/v1/user/enable-2fa/confirm`: a valid code of the pending secret turns two-factor on and
 * answers ten recovery codes, shown this once. Tries count on `codeLimiter` before the check.
 */
export async function confirmTwoFactor(
  ctx: ServiceContext,
  codeLimiter: AccountLimiter,
  requester: Viewer,
  input: { id: string; code: string },
): Promise<{ recoveryCodes: string[] }> {
  const user = await ownNonAdmin(ctx.db, requester, input.id);
  if (user.twoFaEnabled) throw conflict(USER_MESSAGES.twoFactorAlreadyEnabled, 'id');
  const opened = user.totpSecret ? openSecret(user.totpSecret, totpKeys(ctx.config)) : null;
  if (!opened) throw conflict(USER_MESSAGES.twoFactorNotStarted, 'id');
  await codeLimiter.consume(user.id);
  const step = verifyTotp(opened.secret, input.code, null);
  if (step === null) throw fieldError('code', USER_MESSAGES.invalidTotpCode);
  await codeLimiter.refund(user.id);
  const recoveryCodes = await ctx.db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    if (!(await turnOnTwoFactor(txDb, user.id, step, ctx.clock.now()))) return null;
    return issueRecoveryCodes(txDb, user.id);
  });
  if (!recoveryCodes) throw conflict(USER_MESSAGES.twoFactorAlreadyEnabled, 'id');
  ctx.log.info({ userId: user.id }, 'two-factor authentication enabled; recovery codes issued');
  await mailSecurityNotice(ctx, 'TWO_FACTOR_ENABLED', user);
  return { recoveryCodes };
}
