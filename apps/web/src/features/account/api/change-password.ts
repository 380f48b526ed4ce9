import type { ChangePasswordRequest } from '@academy/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';

export function changePassword(input: ChangePasswordRequest): Promise<unknown> {
  return apiPut('/v1/user/change-password', input, { silent: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
