/**
 * Spec §8: on a 401 "the failed request is collected and the user is logged out". The collected
 * writes are sent again once the same user has signed in again (lib/sign-in.ts), so what someone
 * did just as their session ran out is not lost. Reads are not kept: nothing is cached across a
 * logout, so every page reads afresh anyway. Kept in memory only (a reload forgets them) and only
 * for the account that made them: another account signing in drops them.
 */
export interface CollectedRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** The request's options without its abort signal (the component that sent it may be gone). */
  options: Record<string, unknown>;
  /** Whose session sent it. */
  userId: string;
}

/** More would mean something keeps failing: the oldest go. */
const MAX_COLLECTED = 10;
let collected: CollectedRequest[] = [];

export function collectRequest(request: CollectedRequest): void {
  collected = [...collected, request].slice(-MAX_COLLECTED);
}

/** The requests `userId` left behind, in the order they were made; all others are dropped. */
export function takeCollectedRequests(userId: string): CollectedRequest[] {
  const mine = collected.filter((request) => request.userId === userId);
  collected = [];
  return mine;
}
