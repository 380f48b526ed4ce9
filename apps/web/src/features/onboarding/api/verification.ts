import { apiPut, apiRequest } from '@/lib/api-client';
import { getLanguage } from '@/lib/i18n';
import type { User } from '@academy/contract';

/** PUT /api/v1/user/verify { id, code }: the user, now ACTIVE. */
export function verifyAccount(userId: string, code: string): Promise<User> {
  return apiPut<User>('/v1/user/verify', { id: userId, code });
}

/** PUT /api/v1/verification/{id}/resend-code?language=…: a new code; the old one stops working. */
export function resendVerificationCode(verificationId: string): Promise<unknown> {
  return apiPut(
    `/v1/verification/${encodeURIComponent(verificationId)}/resend-code`,
    { id: verificationId },
    {
      query: { language: getLanguage() },
    },
  );
}

/**
 * POST /api/v1/verification by a NON_VERIFIED account: the corrected address replaces the mistyped
 * one and a new code goes to it (the current password confirms it is the account's owner).
 */
export function correctEmail(userId: string, email: string, password: string): Promise<unknown> {
  return apiRequest('POST', '/v1/verification', {
    body: {
      userId,
      language: getLanguage(),
      type: 'CHANGE_USER_ACCOUNT_USERNAME',
      sendEmailTo: email,
      password,
    },
    silent: true,
  });
}
