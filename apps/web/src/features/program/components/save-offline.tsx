import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markPhaseSaved, rememberUser, saveAnswer, savedPhaseIds } from '@/lib/offline/saved';
import { useOnline } from '@/lib/offline/use-offline';
import { registerServiceWorker } from '@/lib/pwa/register';
import { useUserState } from '@/lib/user-store';
import { sessionsQueryOptions } from '../api/training';

/** The cached answers a saved phase needs offline besides its sessions: the program page's own. */
const PAGE_KEYS = [
  ['subscriptions', 'active'],
  ['program', 'phases'],
  ['program', 'progress'],
];

/**
 * "Save for offline" on a phase: its sessions (with their diagrams), the program, the progress and
 * the signed-in user go to the device (lib/offline/saved.ts), and the app itself to the service
 * worker's cache, so the program and these sessions open without a network.
 */
export function SaveOffline({ blockId }: { blockId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const online = useOnline();
  const { user } = useUserState();
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  useEffect(() => {
    if (!user) return;
    let alive = true;
    void savedPhaseIds(user.id)
      .then((ids) => {
        if (alive && ids.includes(blockId)) setState('saved');
      })
      .catch(() => {});
    return () => {
      alive = false;
    };
  }, [user, blockId]);

  if (!user) return null;

  const save = async () => {
    setState('saving');
    try {
      void registerServiceWorker();
      const sessions = sessionsQueryOptions(blockId, i18n.language);
      const list = await queryClient.fetchQuery(sessions);
      await saveAnswer(user.id, sessions.queryKey, list);
      for (const prefix of PAGE_KEYS) {
        for (const [key, data] of queryClient.getQueriesData({ queryKey: prefix })) {
          if (data !== undefined) await saveAnswer(user.id, key, data);
        }
      }
      await rememberUser(user);
      await markPhaseSaved(user.id, blockId);
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="mt-3 d-flex flex-wrap align-items-center gap-2">
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        disabled={state === 'saving' || !online}
        onClick={() => void save()}
      >
        {state === 'saved' ? t('offline.save.again') : t('offline.save.button')}
      </button>
      <span className="small" aria-live="polite">
        {state === 'saving' && t('offline.save.saving')}
        {state === 'saved' && t('offline.save.saved')}
        {state === 'failed' && <span className="text-danger">{t('offline.save.failed')}</span>}
      </span>
    </div>
  );
}
