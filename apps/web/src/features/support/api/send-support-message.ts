import type { SupportMessageRequest } from '@academy/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** POST /v1/support: signed-in users send their userId, visitors their e-mail (api-contract.md). */
export function sendSupportMessage(input: SupportMessageRequest): Promise<{ id: string }> {
  return apiPost<{ id: string }>('/v1/support', input, { silent: true });
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
