import type { EnableTwoFactorResponse } from '@academy/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { loadUser } from '@/lib/load-user';
import { RETRY_IDEMPOTENT } from '@/lib/query-client';

/** Spec §4 "Two-factor toggle": flips the status, then re-reads the user. */
export async function toggleTwoFactor(userId: string, enabled: boolean): Promise<EnableTwoFactorResponse> {
  const result = await apiPut<EnableTwoFactorResponse | undefined>('/v1/user/enable-2fa', {
    id: userId,
    enabled,
  });
  await loadUser();
  return { key: result?.key ?? null, otpauthUrl: result?.otpauthUrl ?? null };
}

export function useToggleTwoFactor() {
  return useMutation({
    // `enabled` is the wanted state, not a flip: sending it twice changes nothing more.
    ...RETRY_IDEMPOTENT,
    mutationFn: ({ userId, enabled }: { userId: string; enabled: boolean }) =>
      toggleTwoFactor(userId, enabled),
  });
}
