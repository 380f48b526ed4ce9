/**
 * What "Save for offline" keeps: API answers by user and query key, read back when the device has
 * no network (offlineFirst), and the signed-in user for an offline start-up (lib/start-up.ts).
 */
import type { User } from '@academy/contract';
import { isApiError } from '../api-error';
import { getUserState } from '../user-store';
import { idbGet, idbPut } from './idb';

const LAST_USER_KEY = 'user';

function savedKey(userId: string, queryKey: readonly unknown[]): string {
  return `${userId}|${JSON.stringify(queryKey)}`;
}

/** Whether the browser says it has no network. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export async function saveAnswer(userId: string, queryKey: readonly unknown[], data: unknown): Promise<void> {
  await idbPut('saved', data, savedKey(userId, queryKey));
}

export async function readAnswer<T>(userId: string, queryKey: readonly unknown[]): Promise<T | undefined> {
  try {
    return await idbGet<T>('saved', savedKey(userId, queryKey));
  } catch {
    return undefined;
  }
}

/**
 * A query function that works offline: without a network the saved answer (when there is one)
 * stands in for the call; a call that fails for want of a network falls back to it too. A fresh
 * answer replaces a saved one, so what is saved keeps up with the server.
 */
export function offlineFirst<T>(queryKey: readonly unknown[], fetcher: () => Promise<T>): () => Promise<T> {
  return async () => {
    const userId = getUserState().user?.id;
    if (!userId) return fetcher();
    if (isOffline()) {
      const saved = await readAnswer<T>(userId, queryKey);
      if (saved !== undefined) return saved;
    }
    try {
      const data = await fetcher();
      // Kept up to date in the background: the page does not wait for the device's store.
      void readAnswer(userId, queryKey)
        .then((saved) => (saved === undefined ? undefined : saveAnswer(userId, queryKey, data)))
        .catch(() => {});
      return data;
    } catch (error) {
      if (!isApiError(error) || error.status !== 0) throw error;
      const saved = await readAnswer<T>(userId, queryKey);
      if (saved === undefined) throw error;
      return saved;
    }
  };
}

/** The phases saved for offline, by user: `blockId`s. */
const phasesKey = (userId: string) => ['offline', 'phases', userId];

export async function savedPhaseIds(userId: string): Promise<string[]> {
  return (await readAnswer<string[]>(userId, phasesKey(userId))) ?? [];
}

export async function markPhaseSaved(userId: string, blockId: string): Promise<void> {
  const ids = new Set(await savedPhaseIds(userId));
  ids.add(blockId);
  await saveAnswer(userId, phasesKey(userId), [...ids]);
}

/** The user who saved something last: an offline start-up signs them in from it. */
export async function rememberUser(user: User): Promise<void> {
  await idbPut('saved', user, LAST_USER_KEY);
}

export async function savedUser(): Promise<User | undefined> {
  try {
    return await idbGet<User>('saved', LAST_USER_KEY);
  } catch {
    return undefined;
  }
}
