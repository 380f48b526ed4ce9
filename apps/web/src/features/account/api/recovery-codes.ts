import type { ConfirmTwoFactorResponse, RecoveryCodesLeftResponse } from '@academy/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';

const LEFT_KEY = ['account', 'recovery-codes-left'] as const;

/** How many recovery codes are still unused. */
export function useRecoveryCodesLeft(enabled: boolean) {
  return useQuery({
    queryKey: LEFT_KEY,
    queryFn: () => apiGet<RecoveryCodesLeftResponse>('/v1/user/2fa/recovery-codes', { silent: true }),
    enabled,
  });
}

/** Ten new codes with the current password; the old ones stop working. */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiPost<ConfirmTwoFactorResponse>('/v1/user/2fa/recovery-codes', { password }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEFT_KEY }),
  });
}
