import type { GuardianApproval } from '@academy/contract';
import { apiPost } from '@/lib/api-client';

/** POST /v1/player/{playerId}/guardian-request: a new approval link for the guardian (rate-limited). */
export function resendGuardianRequest(playerId: string): Promise<{ guardianApproval: GuardianApproval }> {
  return apiPost(`/v1/player/${encodeURIComponent(playerId)}/guardian-request`, {}, { silent: true });
}
