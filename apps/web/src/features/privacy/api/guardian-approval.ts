import type { GuardianView } from '@academy/contract';
import { apiGet, apiPost } from '@/lib/api-client';

/** GET /v1/guardian-approval?token=…: what the child shared (no sign-in). */
export function fetchGuardianRequest(token: string, signal?: AbortSignal): Promise<GuardianView> {
  return apiGet<GuardianView>('/v1/guardian-approval', { query: { token }, silent: true, signal });
}

/** POST /v1/guardian-approval: the guardian's answer; the link works once. */
export function decideGuardianRequest(
  token: string,
  decision: 'APPROVE' | 'DECLINE',
): Promise<{ result: 'APPROVED' | 'DECLINED' }> {
  return apiPost('/v1/guardian-approval', { token, decision }, { silent: true });
}
