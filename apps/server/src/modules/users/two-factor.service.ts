import { ADMIN_MESSAGES, type User, USER_MESSAGES } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.repo.ts';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import type { AccountLimiter } from '../../lib/rate-limits.ts';
import { confirmPassword } from '../../lib/reauthenticate.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { createTotpSecret, encryptSecret, openSecret, totpUri, verifyTotp } from '../../lib/totp.ts';
import { totpKeys } from '../../lib/totp-key.ts';
import { isAdmin, type Viewer } from '../../lib/viewer.ts';
import { issueRecoveryCodes, removeRecoveryCodes } from '../auth/recovery-codes.service.ts';
import { mailSecurityNotice } from '../verification/verification.service.ts';
import { ownUser } from './own-user.ts';
import { revokeAllUserTokens } from '../auth/token.service.ts';
import { lockUserById, turnOnTwoFactor, updateUser } from './users.repo.ts';
import { getUserJson } from './users.service.ts';

/**
 * `PUT /api/v1/user/enable-2fa`. Both ways need the current password (a stolen token alone can
 * neither lock the owner out nor take the second factor away). On: a new secret is kept (encrypted)
 * as pending and its key and otpauth URL answered; two-factor stays off until confirmed. Off: drops
 * the secret and the recovery codes, and tells the account's address. Admins work with two-factor
 * on (Trust, round 3): they turn it on like everyone, and cannot turn it off (403).
 */
export async function setTwoFactor(
  ctx: ServiceContext,
  passwordLimiter: AccountLimiter,
  requester: Viewer,
  input: { id: string; enabled: boolean; password?: string },
): Promise<{ key: string | null; otpauthUrl: string | null }> {
  const user = await ownUser(ctx.db, requester, input.id);
  if (!input.enabled && isAdmin({ authorities: user.authorities as Viewer['authorities'] })) {
    throw forbidden(USER_MESSAGES.twoFactorNotForAdmins);
  }
  if (input.enabled && user.twoFaEnabled) throw conflict(USER_MESSAGES.twoFactorAlreadyEnabled, 'enabled');
  await confirmPassword(passwordLimiter, user, input.password);
  if (!input.enabled) {
    await ctx.db.transaction(async (tx) => {
      await updateUser(
        tx,
        user.id,
        { twoFaEnabled: false, totpSecret: null, totpLastStep: null },
        ctx.clock.now(),
      );
      await removeRecoveryCodes(tx, user.id);
    });
    if (user.twoFaEnabled) {
      ctx.log.info({ userId: user.id }, 'two-factor authentication disabled');
      await mailSecurityNotice(ctx, 'TWO_FACTOR_DISABLED', user);
    }
    return { key: null, otpauthUrl: null };
  }
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
  const user = await ownUser(ctx.db, requester, input.id);
  if (user.twoFaEnabled) throw conflict(USER_MESSAGES.twoFactorAlreadyEnabled, 'id');
  const opened = user.totpSecret ? openSecret(user.totpSecret, totpKeys(ctx.config)) : null;
  if (!opened) throw conflict(USER_MESSAGES.twoFactorNotStarted, 'id');
  await codeLimiter.consume(user.id);
  const step = verifyTotp(opened.secret, input.code, null);
  if (step === null) throw fieldError('code', USER_MESSAGES.invalidTotpCode);
  await codeLimiter.refund(user.id);
  const recoveryCodes = await ctx.db.transaction(async (tx) => {
    if (!(await turnOnTwoFactor(tx, user.id, step, ctx.clock.now()))) return null;
    return issueRecoveryCodes(tx, user.id);
  });
  if (!recoveryCodes) throw conflict(USER_MESSAGES.twoFactorAlreadyEnabled, 'id');
  ctx.log.info({ userId: user.id }, 'two-factor authentication enabled; recovery codes issued');
  await mailSecurityNotice(ctx, 'TWO_FACTOR_ENABLED', user);
  return { recoveryCodes };
}

/**
 * `POST /api/v1/admin/users/{id}/two-factor-reset`: a user who lost their authenticator and their
 * recovery codes gets two-factor off, after the admin has checked who is asking. The secret and the
 * recovery codes go, every session ends, the user is mailed, and the audit trail keeps who did it and
 * how the identity was checked. An admin's needs a super admin; nobody resets their own.
 */
export async function resetTwoFactorByAdmin(
  ctx: ServiceContext,
  requester: Viewer,
  id: string,
  identityCheck: string,
): Promise<User> {
  if (requester.id === id) throw forbidden(ADMIN_MESSAGES.cannotResetOwnTwoFactor);
  const now = ctx.clock.now();
  const target = await ctx.db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const user = await lockUserById(txDb, id);
    if (!user) throw notFound(USER_MESSAGES.userNotFound);
    if (
      isAdmin({ authorities: user.authorities as Viewer['authorities'] }) &&
      !requester.authorities.includes('ROLE_SUPER_ADMIN')
    ) {
      throw forbidden(ADMIN_MESSAGES.adminTwoFactorNeedsSuperAdmin);
    }
    // A repeated request (double tap) finds nothing to reset and records nothing.
    if (!user.twoFaEnabled && !user.totpSecret) return null;
    await updateUser(txDb, id, { twoFaEnabled: false, totpSecret: null, totpLastStep: null }, now);
    await removeRecoveryCodes(txDb, id);
    await revokeAllUserTokens(txDb, id, now);
    await recordAuditEvent(txDb, {
      actorId: requester.id,
      action: 'user.twoFactorReset',
      targetType: 'user',
      targetId: id,
      detail: { before: { twoFactor: user.twoFaEnabled }, after: { twoFactor: false }, identityCheck },
    });
    return user;
  });
  if (target) {
    ctx.log.info({ userId: id, by: requester.id }, 'two-factor authentication reset by an admin');
    await mailSecurityNotice(ctx, 'TWO_FACTOR_DISABLED', target);
  }
  return getUserJson(ctx.db, id);
}
