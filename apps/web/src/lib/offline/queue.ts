/**
 * Sessions completed without a network, kept in IndexedDB until they are sent (api-contract.md
 * "Habits: … offline"): each with the time it was done (`completedAt`) and its user, sent only while
 * that user is signed in. The server records a session once per program, so sending one again
 * (an answer lost on the way back) changes nothing.
 */
import type { CompleteSession } from '@academy/contract';
import { isApiError } from '../api-error';
import { idbAll, idbDelete, idbPut } from './idb';

export interface QueuedCompletion {
  /** Made on the device; the queue's key. */
  id: string;
  userId: string;
  sessionId: string;
  /** For the offline page: the session's phase. */
  blockId: string;
  body: CompleteSession & { completedAt: string };
}

export type SendCompletion = (item: QueuedCompletion) => Promise<unknown>;

const listeners = new Set<() => void>();

/** Called after every change of the queue (the offline banner counts what waits). */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

function newId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export async function enqueueCompletion(item: Omit<QueuedCompletion, 'id'>): Promise<QueuedCompletion> {
  const queued = { ...item, id: newId() };
  await idbPut('queue', queued);
  changed();
  return queued;
}

/** What waits for `userId`, oldest first. */
export async function queuedCompletions(userId: string): Promise<QueuedCompletion[]> {
  const all = await idbAll<QueuedCompletion>('queue').catch(() => []);
  return all
    .filter((item) => item.userId === userId)
    .sort((a, b) => a.body.completedAt.localeCompare(b.body.completedAt));
}

let flushing: Promise<number> | null = null;

/**
 * Sends what waits for `userId`, oldest first; answers how many were recorded. A sent one leaves the
 * queue, and so does one the server refuses for good (a 4xx other than 401, 408 and 429: sending it
 * again could not change the answer); a network failure, a 401, a 429 or a server error stops the
 * run and keeps the rest for the next one. One run at a time.
 */
export function flushQueue(userId: string, send: SendCompletion): Promise<number> {
  flushing ??= (async () => {
    let sent = 0;
    try {
      for (const item of await queuedCompletions(userId)) {
        try {
          await send(item);
          sent += 1;
        } catch (error) {
          const status = isApiError(error) ? error.status : 0;
          const final = status >= 400 && status < 500 && ![401, 408, 429].includes(status);
          if (!final) break;
        }
        await idbDelete('queue', item.id);
        changed();
      }
    } finally {
      flushing = null;
    }
    return sent;
  })();
  return flushing;
}
