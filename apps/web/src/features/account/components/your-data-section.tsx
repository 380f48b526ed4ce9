import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { isApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useDownloadMyData } from '../api/account-data';

/** /account "Your data": download everything the academy holds, or delete the account. */
export function YourDataSection({ onDelete }: { onDelete: () => void }) {
  const { t } = useTranslation();
  const download = useDownloadMyData();

  async function save(format: 'html' | 'json') {
    try {
      await download.mutateAsync(format);
      showToast({ type: 'success', message: t('privacy.account.downloaded') });
    } catch (error) {
      const limited = isApiError(error) && error.status === 429;
      showToast({
        type: 'error',
        message: limited ? t('privacy.account.downloadTooMany') : t('privacy.account.downloadFailed'),
      });
    }
  }

  return (
    <section className="border rounded p-3 mt-4" aria-labelledby="your-data-title">
      <h2 id="your-data-title" className="h6">
        {t('privacy.account.title')}
      </h2>
      <p className="text-body-secondary small">{t('privacy.account.intro')}</p>
      <p className="text-body-secondary small">{t('polish.export.buttonsHint')}</p>
      <div className="d-flex flex-wrap gap-2">
        <BusyButton
          variant="outline-primary"
          busy={download.isPending && download.variables === 'html'}
          disabled={download.isPending}
          onClick={() => void save('html')}
        >
          {t('privacy.account.download')}
        </BusyButton>
        <BusyButton
          variant="outline-secondary"
          busy={download.isPending && download.variables === 'json'}
          disabled={download.isPending}
          onClick={() => void save('json')}
        >
          {t('polish.export.downloadJson')}
        </BusyButton>
        <Button variant="outline-danger" onClick={onDelete}>
          {t('privacy.account.delete')}
        </Button>
      </div>
    </section>
  );
}
