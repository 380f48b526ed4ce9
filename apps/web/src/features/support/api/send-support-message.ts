import type { SupportMessageRequest } from '@academy/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { getLanguage } from '@/lib/i18n';

/**
 * POST /v1/support: signed-in users send their userId, visitors their e-mail (api-contract.md);
 * the interface language goes along, so a visitor is answered in the language they wrote in.
 */
export function sendSupportMessage(input: SupportMessageRequest): Promise<{ id: string }> {
  return apiPost<{ id: string }>('/v1/support', input, { silent: true, query: { language: getLanguage() } });
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
