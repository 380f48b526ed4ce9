import type { PasswordResetConfirm } from '@academy/contract';
import { apiPut, apiRequest } from '@/lib/api-client';
import { getLanguage } from '@/lib/i18n';

/** POST /api/v1/user/password-reset: 202 whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiRequest('POST', '/v1/user/password-reset', {
    body: { email, language: getLanguage() },
    silent: true,
  });
}

/** PUT /api/v1/user/password-reset: the mailed code and the new password; every session ends. */
export function resetPassword(input: PasswordResetConfirm): Promise<unknown> {
  return apiPut('/v1/user/password-reset', input, { silent: true });
}
