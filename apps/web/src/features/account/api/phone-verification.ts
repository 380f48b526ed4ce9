import type { PhoneCodeSentResponse, User } from '@academy/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/lib/api-client';
import { replaceCurrentUser } from '@/lib/load-user';

const path = (user: User) => `/v1/user/${encodeURIComponent(user.id)}/phone-verification`;

/** A six-digit code texted to the account's phone number (Trust, round 3). */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: ({ user, language }: { user: User; language: string }) =>
      apiPost<PhoneCodeSentResponse>(path(user), { language }, { silent: true }),
  });
}

/** The texted code: the number becomes a sign-in name; the signed-in user is replaced. */
export function useConfirmPhoneCode() {
  return useMutation({
    mutationFn: async ({ user, code }: { user: User; code: string }) => {
      const updated = await apiPut<User>(path(user), { code }, { silent: true });
      replaceCurrentUser(updated);
      return updated;
    },
  });
}
