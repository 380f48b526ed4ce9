import { useTranslation } from 'react-i18next';
import { useOfflineQueue } from '@/lib/offline/use-offline';

/**
 * Says plainly when the device is offline and what will be sent later: the sessions completed
 * offline (lib/offline/queue.ts), which go as soon as the network is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { online, waiting, sending } = useOfflineQueue();
  if (online && waiting === 0) return null;
  return (
    <div
      className={`alert ${online ? 'alert-info' : 'alert-warning'} py-2`}
      role="status"
      data-testid="offline-banner"
    >
      {!online && <p className="mb-1 fw-semibold">{t('offline.banner.offline')}</p>}
      <p className="mb-0">
        {waiting === 0
          ? t('offline.banner.nothingWaits')
          : online && sending
            ? t('offline.banner.sending', { count: waiting })
            : t('offline.banner.waiting', { count: waiting })}
      </p>
    </div>
  );
}
