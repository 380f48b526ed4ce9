import { useEffect, useState, useSyncExternalStore } from 'react';
import { getUserState } from '../user-store';
import { onQueueChange, queuedCompletions } from './queue';
import { syncCompletions } from './sync';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it has a network, kept up to date. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine !== false,
    () => true,
  );
}

/**
 * The offline state a page shows: online or not, how many completions wait for the signed-in user,
 * and whether they are being sent. Sends them when the page opens online and when the network
 * comes back.
 */
export function useOfflineQueue(): { online: boolean; waiting: number; sending: boolean } {
  const online = useOnline();
  const [waiting, setWaiting] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let alive = true;
    const count = () => {
      const userId = getUserState().user?.id;
      if (!userId) return;
      void queuedCompletions(userId).then((items) => {
        if (alive) setWaiting(items.length);
      });
    };
    count();
    const stop = onQueueChange(count);
    return () => {
      alive = false;
      stop();
    };
  }, []);

  useEffect(() => {
    if (!online || waiting === 0) return;
    let alive = true;
    setSending(true);
    void syncCompletions()
      .catch(() => 0)
      .finally(() => {
        if (alive) setSending(false);
      });
    return () => {
      alive = false;
    };
  }, [online, waiting]);

  return { online, waiting, sending };
}
