import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { showToast } from '@/lib/toast-store';
import { useRestoreProgram, versionsQueryOptions } from '../api/programs';

/** On the live program: go back to the version it replaced, after a confirmation (audited). */
export function RestoreVersion({ programId }: { programId: string }) {
  const { t } = useTranslation();
  const versions = useQuery(versionsQueryOptions(programId));
  const restore = useRestoreProgram(programId);
  const [asking, setAsking] = useState(false);
  const latest = versions.data?.[0];
  if (!latest?.replacedProgramId || latest.restoredAt) return null;
  if (!asking) {
    return (
      <button type="button" className="btn btn-outline-secondary" onClick={() => setAsking(true)}>
        {t('admin.restore.button')}
      </button>
    );
  }
  return (
    <div className="alert alert-warning w-100 mb-0" role="alertdialog" aria-label={t('admin.restore.button')}>
      <p>{t('admin.restore.explain')}</p>
      <div className="d-flex flex-wrap gap-2">
        <BusyButton
          variant="warning"
          busy={restore.isPending}
          onClick={() =>
            restore.mutate(undefined, {
              onSuccess: () => {
                setAsking(false);
                showToast({ type: 'success', message: t('admin.restore.done') });
              },
            })
          }
        >
          {t('admin.restore.confirm')}
        </BusyButton>
        <button type="button" className="btn btn-outline-dark" onClick={() => setAsking(false)}>
          {t('admin.cancel')}
        </button>
      </div>
    </div>
  );
}
