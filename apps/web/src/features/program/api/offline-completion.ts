import type { CompleteSession, TrainingProgress } from '@academy/contract';
import type { QueryClient } from '@tanstack/react-query';
import { enqueueCompletion } from '@/lib/offline/queue';
import { saveAnswer } from '@/lib/offline/saved';

/**
 * The progress as it will be once the server has the completion: the session done at `completedAt`
 * (once), its phase's count one more. The server's answer replaces it after the queue is sent.
 */
export function withCompletion(
  progress: TrainingProgress,
  completion: { sessionId: string; blockId: string; completedAt: string; rating?: number; note?: string },
): TrainingProgress {
  if (progress.completedSessionIds.includes(completion.sessionId)) return progress;
  return {
    ...progress,
    phases: progress.phases.map((phase) =>
      phase.trainingProgramBlockId === completion.blockId
        ? { ...phase, sessionsDone: Math.min(phase.sessionsDone + 1, phase.sessionsTotal) }
        : phase,
    ),
    sessionsDone: progress.sessionsDone + 1,
    lastTrainedAt: completion.completedAt,
    completedSessionIds: [...progress.completedSessionIds, completion.sessionId],
    completions: [
      ...progress.completions,
      {
        trainingSessionId: completion.sessionId,
        completedAt: completion.completedAt,
        rating: completion.rating ?? null,
        note: completion.note ?? null,
      },
    ],
  };
}

/**
 * A session done without a network: queued with the time it was done, and shown as done (the cached
 * and the saved progress), so a reload offline still shows it.
 */
export async function completeOffline(
  queryClient: QueryClient,
  input: {
    userId: string;
    sessionId: string;
    blockId: string;
    language: string;
    body: CompleteSession;
  },
): Promise<TrainingProgress> {
  const completedAt = new Date().toISOString();
  const { userId, sessionId, blockId, language, body } = input;
  const queryKey = ['program', 'progress', body.playerTrainingProgramId, language];
  const current = queryClient.getQueryData<TrainingProgress>(queryKey);
  if (!current) throw new Error('No progress to complete a session offline');
  await enqueueCompletion({ userId, sessionId, blockId, body: { ...body, completedAt } });
  const next = withCompletion(current, {
    sessionId,
    blockId,
    completedAt,
    rating: body.rating,
    note: body.note,
  });
  await saveAnswer(userId, queryKey, next).catch(() => {});
  return next;
}
