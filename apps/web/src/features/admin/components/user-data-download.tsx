import type { User } from '@academy/contract';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { isApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useDownloadUserData } from '../api/users';

/** "Download data": the user's export (the same document /account gives them), recorded in the audit trail. */
export function UserDataDownload({ user }: { user: Pick<User, 'id'> }) {
  const { t } = useTranslation();
  const download = useDownloadUserData();

  async function save() {
    try {
      await download.mutateAsync(user.id);
      showToast({ type: 'success', message: t('admin.user.downloaded') });
    } catch (error) {
      const limited = isApiError(error) && error.status === 429;
      showToast({
        type: 'error',
        message: limited ? t('admin.user.downloadTooMany') : t('admin.user.downloadFailed'),
      });
    }
  }

  return (
    <div>
      <BusyButton variant="outline-primary" busy={download.isPending} onClick={() => void save()}>
        {t('admin.user.download')}
      </BusyButton>
      <p className="small text-body-secondary mb-0 mt-1">{t('admin.user.downloadHelp')}</p>
    </div>
  );
}
