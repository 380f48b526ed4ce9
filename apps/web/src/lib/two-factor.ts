import type { ConfirmTwoFactorResponse, EnableTwoFactorResponse } from '@academy/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { loadUser } from '@/lib/load-user';

/**
 * Step 1 of turning two-factor on, with the current password (a stolen session alone cannot lock the
 * owner out): the server keeps a pending key and answers it (still off).
 */
export async function startTwoFactor(
  userId: string,
  password: string,
): Promise<{ key: string; otpauthUrl: string | null }> {
  const result = await apiPut<EnableTwoFactorResponse>(
    '/v1/user/enable-2fa',
    { id: userId, enabled: true, password },
    { silent: true },
  );
  return { key: result.key ?? '', otpauthUrl: result.otpauthUrl ?? null };
}

/** Step 2: a code from the authenticator turns it on; the ten recovery codes come back once. */
export async function confirmTwoFactor(userId: string, code: string): Promise<string[]> {
  const result = await apiPut<ConfirmTwoFactorResponse>(
    '/v1/user/enable-2fa/confirm',
    { id: userId, code },
    { silent: true },
  );
  await loadUser();
  return result.recoveryCodes;
}

/** Turning it off needs the current password (re-authentication). */
export async function disableTwoFactor(userId: string, password: string): Promise<void> {
  await apiPut('/v1/user/enable-2fa', { id: userId, enabled: false, password }, { silent: true });
  await loadUser();
}

export function useStartTwoFactor() {
  return useMutation({
    mutationFn: ({ userId, password }: { userId: string; password: string }) =>
      startTwoFactor(userId, password),
  });
}

export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: ({ userId, code }: { userId: string; code: string }) => confirmTwoFactor(userId, code),
  });
}

export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: ({ userId, password }: { userId: string; password: string }) =>
      disableTwoFactor(userId, password),
  });
}
