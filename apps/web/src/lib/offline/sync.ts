/**
 * Sends the signed-in user's offline completions once the device is online and the start-up check
 * has confirmed (or refreshed) the token; then every cached progress is read again.
 */
import type { TrainingProgress } from '@academy/contract';
import { apiPut } from '../api-client';
import { getLoadedQueryClient } from '../query-client-loader';
import { sessionChecked } from '../start-up';
import { getUserState } from '../user-store';
import { flushQueue, type QueuedCompletion } from './queue';
import { isOffline } from './saved';

export function sendCompletion(item: QueuedCompletion): Promise<TrainingProgress> {
  return apiPut<TrainingProgress>(
    `/v1/player-training-session/${encodeURIComponent(item.sessionId)}/complete`,
    item.body,
    { silent: true },
  );
}

/** Sends what waits for the signed-in user; answers how many were recorded. */
export async function syncCompletions(): Promise<number> {
  if (isOffline()) return 0;
  // The start-up check of a page that came back online runs first (lib/start-up.ts).
  await new Promise((resolve) => setTimeout(resolve));
  await sessionChecked();
  const userId = getUserState().user?.id;
  if (!userId || isOffline()) return 0;
  const sent = await flushQueue(userId, sendCompletion);
  if (sent > 0) {
    const queryClient = getLoadedQueryClient();
    void queryClient?.invalidateQueries({ queryKey: ['program'] });
  }
  return sent;
}
