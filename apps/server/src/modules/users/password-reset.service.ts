import { type Language, USER_MESSAGES } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AccountLimiter } from '../../lib/rate-limits.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { revokeAllUserTokens } from '../auth/token.service.ts';
import {
  consumeCode,
  findOpenVerificationOf,
  mailCode,
  mailSecurityNotice,
  replaceVerification,
} from '../verification/verification.service.ts';
import { findUserByEmail, updateUser } from './users.repo.ts';

/**
 * The work behind `POST /api/v1/user/password-reset`, run after the 202 has been sent so the answer
 * (and its timing) is the same whether or not the address has an account. A known, not disabled
 * account gets a six-digit code (15 min, 5 tries); earlier reset codes stop working.
 */
export async function sendPasswordResetCode(
  ctx: ServiceContext,
  input: { email: string; language: Language },
): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || user.status === 'DISABLED') {
    ctx.log.info(
      { passwordReset: { userId: null } },
      'password reset asked for an address without an account',
    );
    return;
  }
  const { row, code } = await replaceVerification(ctx.db, {
    userId: user.id,
    type: 'PASSWORD_RESET',
    sendTo: user.email,
    now: ctx.clock.now(),
  });
  await mailCode(ctx, {
    type: 'PASSWORD_RESET',
    language: input.language,
    to: user.email,
    name: user.firstName,
    code,
  });
  ctx.log.info({ passwordReset: { userId: user.id, verificationId: row.id } }, 'password reset code mailed');
}

/**
 * `PUT /api/v1/user/password-reset`: the code mailed to the address and a new password. Tries are
 * counted per address before the check (known or not); on success every token of the user is
 * revoked and the address is told.
 */
export async function resetPassword(
  ctx: ServiceContext,
  triesPerEmail: AccountLimiter,
  input: { email: string; code: string; newPassword: string },
): Promise<void> {
  await triesPerEmail.consume(input.email);
  // Hashed before the look-up, so an unknown address costs the same time as a known one.
  const passwordHash = await hashPassword(input.newPassword);
  const user = await findUserByEmail(ctx.db, input.email);
  const now = ctx.clock.now();
  const verification =
    user && user.status !== 'DISABLED'
      ? await findOpenVerificationOf(ctx.db, user.id, 'PASSWORD_RESET', now)
      : null;
  if (!user || !verification) throw fieldError('code', USER_MESSAGES.resetCodeInvalid);
  await consumeCode(ctx.db, verification, input.code, 'code', now, async (tx: Db) => {
    await updateUser(tx, user.id, { passwordHash }, now);
    await revokeAllUserTokens(tx, user.id, now);
  });
  ctx.log.info({ userId: user.id }, 'password reset; every session revoked');
  await mailSecurityNotice(ctx, 'PASSWORD_CHANGED', user);
}
