import type {
  Subscription,
  PlayerTrainingProgram,
  PlayerTrainingProgramBlock,
  TrainingProgramBlock,
} from '@academy/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { offlineFirst } from '@/lib/offline/saved';
import { activeSubscriptionQuery } from '@/lib/queries/active-subscription';

/** A phase of the program merged with the player's phase (spec §3 "Training phase"). */
export interface Phase extends TrainingProgramBlock {
  /** The player's phase, or null: not started by the player (spec §4 "Program home flow" 6). */
  playerPhase: Pick<PlayerTrainingProgramBlock, 'id' | 'status' | 'startDate'> | null;
}

/** Program blocks in order, each with the player's phase of that block. */
export function mergePhases(
  blocks: readonly TrainingProgramBlock[],
  playerBlocks: readonly PlayerTrainingProgramBlock[],
): Phase[] {
  const byBlock = new Map(playerBlocks.map((phase) => [phase.trainingProgramBlockId, phase]));
  return [...blocks]
    .sort((a, b) => a.order - b.order)
    .map((block) => {
      const phase = byBlock.get(block.id);
      return {
        ...block,
        playerPhase: phase ? { id: phase.id, status: phase.status, startDate: phase.startDate } : null,
      };
    });
}

export async function fetchPhases(
  trainingProgramId: string,
  playerTrainingProgramId: string,
  language: string,
  signal?: AbortSignal,
): Promise<Phase[]> {
  const [blocks, playerBlocks] = await Promise.all([
    apiGet<TrainingProgramBlock[]>(
      `/v1/training-program-block/training-program/${encodeURIComponent(trainingProgramId)}`,
      { query: { language }, signal },
    ),
    apiGet<PlayerTrainingProgramBlock[]>('/v1/training-program/player-training-program-block', {
      query: { playerTrainingProgramId, language },
      signal,
    }),
  ]);
  return mergePhases(blocks, playerBlocks);
}

export function phasesQueryOptions(
  trainingProgramId: string,
  playerTrainingProgramId: string,
  language: string,
) {
  const queryKey = ['program', 'phases', trainingProgramId, playerTrainingProgramId, language] as const;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      offlineFirst(queryKey, () =>
        fetchPhases(trainingProgramId, playerTrainingProgramId, language, signal),
      )(),
  });
}

/**
 * The active subscription as the program's pages read it: the shared datum (same key and cache),
 * with the copy saved for offline standing in without a network.
 */
export function programSubscriptionQuery(userId: string, language: string) {
  const options = activeSubscriptionQuery(userId, language);
  const fetchActive = options.queryFn as (context: { signal: AbortSignal }) => Promise<Subscription | null>;
  return queryOptions({
    ...options,
    queryFn: ({ signal }) => offlineFirst(options.queryKey, () => fetchActive({ signal }))(),
  });
}

/** POST the player's program from the subscription (spec §4 "Program home flow" 3). */
export function createPlayerTrainingProgram(subscriptionId: string): Promise<PlayerTrainingProgram> {
  return apiPost<PlayerTrainingProgram>('/v1/training-program/player-training-program', {
    playerTrainingProgramSubscriptionId: subscriptionId,
  });
}

export function useCreatePlayerTrainingProgram() {
  return useMutation({ mutationFn: createPlayerTrainingProgram });
}
