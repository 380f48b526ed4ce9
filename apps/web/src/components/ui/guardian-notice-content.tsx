import type { Player } from '@academy/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { fetchPlayerOfUser } from '@/lib/queries/player';
import { resendGuardianRequest } from './resend-guardian-request';
import { showToast } from '@/lib/toast-store';
import { BusyButton } from './busy-button';

/** The pending-approval notice with its Resend button (see guardian-notice.tsx). */
export default function GuardianNoticeContent({
  userId,
  inContainer,
}: {
  userId: string;
  inContainer: boolean;
}) {
  const { t } = useTranslation();
  const [player, setPlayer] = useState<Player | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchPlayerOfUser(userId, controller.signal)
      .then(setPlayer)
      .catch(() => {
        // No player yet (or offline): nothing to say.
      });
    return () => controller.abort();
  }, [userId]);

  if (player?.guardianApproval !== 'PENDING') return null;

  async function resend() {
    if (!player) return;
    setSending(true);
    try {
      await resendGuardianRequest(player.id);
      showToast({ type: 'success', message: t('privacy.guardian.notice.sent') });
    } catch (error) {
      const limited = isApiError(error) && error.status === 429;
      showToast({
        type: 'error',
        message: limited ? t('privacy.guardian.notice.tooMany') : t('privacy.guardian.notice.failed'),
      });
    } finally {
      setSending(false);
    }
  }

  const notice = (
    <section
      className="alert alert-warning d-flex flex-wrap align-items-center gap-2"
      aria-labelledby="guardian-notice-title"
    >
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <h2 id="guardian-notice-title" className="h6 mb-1">
          {t('privacy.guardian.notice.title')}
        </h2>
        <p className="mb-0">{t('privacy.guardian.notice.text')}</p>
      </div>
      <BusyButton variant="outline-dark" size="sm" busy={sending} onClick={() => void resend()}>
        {t('privacy.guardian.notice.resend')}
      </BusyButton>
    </section>
  );
  return inContainer ? <div className="container pt-3">{notice}</div> : notice;
}
