import { USER_MESSAGES } from '@academy/contract';
import { fieldError } from './errors.ts';
import { verifyPassword } from './passwords.ts';
import type { AccountLimiter } from './rate-limits.ts';

/**
 * Re-authentication: the account's current password must come with a sensitive change. The try is
 * counted first on the user's password-check limit (PASSWORD_CHECK_LIMIT); a wrong or missing
 * password is a 400 on `field`.
 */
export async function confirmPassword(
  limiter: AccountLimiter,
  user: { id: string; passwordHash: string },
  password: string | undefined,
  field = 'password',
): Promise<void> {
  if (!password) throw fieldError(field, USER_MESSAGES.currentPasswordRequired);
  await limiter.consume(user.id);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw fieldError(
      field,
      field === 'existingPassword' ? USER_MESSAGES.existingPasswordWrong : USER_MESSAGES.currentPasswordWrong,
    );
  }
  await limiter.refund(user.id);
}
