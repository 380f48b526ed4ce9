import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { resetIdbConnection } from './idb';
import { enqueueCompletion, flushQueue, type QueuedCompletion, queuedCompletions } from './queue';

function completion(userId: string, sessionId: string, completedAt: string) {
  return {
    userId,
    sessionId,
    blockId: 'block-1',
    body: { playerTrainingProgramId: 'program-1', rating: 4, completedAt },
  };
}

describe('the offline completion queue', () => {
  afterEach(async () => {
    resetIdbConnection();
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase('academy-offline');
      request.onsuccess = () => resolve();
      request.onerror = () => resolve();
    });
  });

  it("keeps each user's sessions apart, sends them oldest first with their time, and once", async () => {
    await enqueueCompletion(completion('ada', 's2', '2026-11-20T10:00:00.000Z'));
    await enqueueCompletion(completion('ada', 's1', '2026-11-19T10:00:00.000Z'));
    await enqueueCompletion(completion('bo', 's3', '2026-11-19T11:00:00.000Z'));
    const sent: QueuedCompletion[] = [];
    const send = vi.fn(async (item: QueuedCompletion) => {
      sent.push(item);
    });

    expect(await flushQueue('ada', send)).toBe(2);
    expect(sent.map((s) => [s.sessionId, s.body.completedAt])).toEqual([
      ['s1', '2026-11-19T10:00:00.000Z'],
      ['s2', '2026-11-20T10:00:00.000Z'],
    ]);
    // Sent ones are gone; another user's wait for that user.
    expect(await queuedCompletions('ada')).toEqual([]);
    expect((await queuedCompletions('bo')).map((s) => s.sessionId)).toEqual(['s3']);
    expect(await flushQueue('ada', send)).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps what could not be sent (no network, a dead token) and drops what the server refuses for good', async () => {
    await enqueueCompletion(completion('ada', 's1', '2026-11-19T10:00:00.000Z'));
    await enqueueCompletion(completion('ada', 's2', '2026-11-20T10:00:00.000Z'));

    const offline = vi.fn(async () => {
      throw new ApiError(0, null, 'offline');
    });
    expect(await flushQueue('ada', offline)).toBe(0);
    expect(offline).toHaveBeenCalledTimes(1);
    expect(await queuedCompletions('ada')).toHaveLength(2);

    const signedOut = vi.fn(async () => {
      throw new ApiError(401, null, 'denied');
    });
    expect(await flushQueue('ada', signedOut)).toBe(0);
    expect(await queuedCompletions('ada')).toHaveLength(2);

    // s1's phase is locked now (409): sending it again cannot help; s2 goes through.
    const send = vi.fn(async (item: QueuedCompletion) => {
      if (item.sessionId === 's1') throw new ApiError(409, null, 'locked');
    });
    expect(await flushQueue('ada', send)).toBe(1);
    expect(await queuedCompletions('ada')).toEqual([]);
  });
});
