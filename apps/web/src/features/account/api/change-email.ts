import type {
  ChangeUsernameRequest,
  CreateVerificationRequest,
  VerificationIdResponse,
} from '@academy/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPut, apiRequest } from '@/lib/api-client';
import { getLanguage } from '@/lib/i18n';

/** Step 1 of the e-mail change: a code is mailed to the new address (spec §3 "Verification request"). */
export function createEmailVerification(
  userId: string,
  newEmail: string,
  password: string,
): Promise<VerificationIdResponse> {
  const body: CreateVerificationRequest = {
    userId,
    language: getLanguage(),
    sendEmail: true,
    type: 'CHANGE_USER_ACCOUNT_USERNAME',
    sendEmailTo: newEmail,
    password,
  };
  return apiRequest<VerificationIdResponse>('POST', '/v1/verification', { body, silent: true });
}

export function resendVerificationCode(verificationId: string): Promise<unknown> {
  const id = encodeURIComponent(verificationId);
  return apiPut(
    `/v1/verification/${id}/resend-code`,
    { id: verificationId },
    {
      query: { language: getLanguage() },
      silent: true,
    },
  );
}

/** Step 2: the new address becomes the username; the server revokes the old tokens. */
export function changeUsername(input: Omit<ChangeUsernameRequest, 'language'>): Promise<unknown> {
  return apiPut('/v1/user/username', { ...input, language: getLanguage() }, { silent: true });
}

export function useCreateEmailVerification() {
  return useMutation({
    mutationFn: ({ userId, newEmail, password }: { userId: string; newEmail: string; password: string }) =>
      createEmailVerification(userId, newEmail, password),
  });
}

export function useResendVerificationCode() {
  return useMutation({ mutationFn: resendVerificationCode });
}

export function useChangeUsername() {
  return useMutation({ mutationFn: changeUsername });
}
