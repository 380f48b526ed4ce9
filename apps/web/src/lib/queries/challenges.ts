import type { Challenge, ChallengeResult, ChallengeTier } from '@academy/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/** Every cached read of challenge results starts with this key. */
export const CHALLENGE_RESULTS_KEY = ['challenge-results'] as const;

/** The challenges of an age group with its marks (GET /v1/challenges); /program and the challenge page read it. */
export function challengesQuery(ageGroupId: string, language: string) {
  return queryOptions({
    queryKey: ['challenges', ageGroupId, language] as const,
    queryFn: ({ signal }) =>
      apiGet<Challenge[]>('/v1/challenges', { query: { ageGroupId, language }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** A player's results, newest first. */
export function challengeResultsQuery(playerId: string) {
  return queryOptions({
    queryKey: [...CHALLENGE_RESULTS_KEY, playerId] as const,
    queryFn: ({ signal }) =>
      apiGet<ChallengeResult[]>(`/v1/player/${encodeURIComponent(playerId)}/challenge-results`, { signal }),
  });
}

const TIER_RANK: Record<ChallengeTier, number> = { NONE: 0, BRONZE: 1, SILVER: 2, GOLD: 3 };

/** The best of a challenge's results (the newest of equal values), or null before the first. */
export function bestResult(
  results: readonly ChallengeResult[],
  challenge: Pick<Challenge, 'id' | 'better'>,
): ChallengeResult | null {
  let best: ChallengeResult | null = null;
  for (const result of results) {
    if (result.challengeId !== challenge.id) continue;
    const beats =
      !best || (challenge.better === 'HIGHER' ? result.value > best.value : result.value < best.value);
    if (beats) best = result;
  }
  return best;
}

/** The highest tier among a challenge's results. */
export function bestTier(results: readonly ChallengeResult[], challengeId: string): ChallengeTier {
  return results
    .filter((r) => r.challengeId === challengeId)
    .reduce<ChallengeTier>((top, r) => (TIER_RANK[r.tier] > TIER_RANK[top] ? r.tier : top), 'NONE');
}

/** The challenge page of the player's program. */
export function challengePath(challengeId: string): string {
  return `/program/challenge/${encodeURIComponent(challengeId)}`;
}
