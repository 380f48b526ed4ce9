import { USER_MESSAGES } from '@academy/contract';
import { conflict } from '../../lib/errors.ts';
import type { AccountLimiter } from '../../lib/rate-limits.ts';
import { confirmPassword } from '../../lib/reauthenticate.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { countRecoveryCodesLeft, issueRecoveryCodes } from '../auth/recovery-codes.service.ts';
import { ownUser } from './own-user.ts';

/** `GET /api/v1/user/2fa/recovery-codes`: the unused recovery codes of the caller (0 while two-factor is off). */
export async function recoveryCodesLeft(
  ctx: ServiceContext,
  requester: Viewer,
): Promise<{ remaining: number }> {
  const user = await ownUser(ctx.db, requester, requester.id);
  if (!user.twoFaEnabled) return { remaining: 0 };
  return { remaining: await countRecoveryCodesLeft(ctx.db, user.id) };
}

/**
 * `POST /api/v1/user/2fa/recovery-codes`: ten new recovery codes, shown once; the old ones stop
 * working. Needs the current password (counted before the check, like every re-authentication).
 */
export async function renewRecoveryCodes(
  ctx: ServiceContext,
  passwordLimiter: AccountLimiter,
  requester: Viewer,
  input: { password?: string },
): Promise<{ recoveryCodes: string[] }> {
  const user = await ownUser(ctx.db, requester, requester.id);
  if (!user.twoFaEnabled) throw conflict(USER_MESSAGES.twoFactorNotEnabled, 'password');
  await confirmPassword(passwordLimiter, user, input.password);
  const recoveryCodes = await ctx.db.transaction((tx) => issueRecoveryCodes(tx, user.id));
  ctx.log.info({ userId: user.id }, 'recovery codes renewed');
  return { recoveryCodes };
}
