import type { AdminFeePreview } from '@academy/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { formatDate } from '@/lib/format';

/**
 * Asks before new fees are saved: how many running subscriptions the change reaches, that each gets a
 * notice mail and pays the new fee from its first renewal at least 30 days later, new ones at once.
 */
export function FeeChangeConfirm({
  preview,
  busy,
  onConfirm,
  onCancel,
}: {
  preview: AdminFeePreview;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const count = preview.affectedSubscriptions;
  return (
    <div
      className="alert alert-warning mt-3 mb-0"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <h3 id={`${id}-title`} className="fs-6 fw-semibold">
        {t('feeChange.title')}
      </h3>
      <div id={`${id}-text`}>
        <p className="mb-1">{t('feeChange.affected', { count })}</p>
        {count > 0 && preview.earliestEffectiveFrom && (
          <p className="mb-1">
            {t('feeChange.notice', { date: formatDate(preview.earliestEffectiveFrom, i18n.language) })}
          </p>
        )}
        <p>{t('feeChange.newSubscriptions')}</p>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <BusyButton variant="warning" busy={busy} onClick={onConfirm} autoFocus>
          {t('feeChange.confirm', { count })}
        </BusyButton>
        <button type="button" className="btn btn-outline-dark" onClick={onCancel} disabled={busy}>
          {t('admin.cancel')}
        </button>
      </div>
    </div>
  );
}
