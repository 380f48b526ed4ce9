import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import { useUserState } from '@/lib/user-store';
import { ManagerInfoForm } from '../components/manager-info-form';

/** /onboarding/manager-basic-info (spec §2, §4, §5). */
export default function ManagerBasicInfoPage() {
  const { t } = useTranslation();
  const { user } = useUserState();
  return (
    <div className="container py-4" style={{ maxWidth: '32rem' }}>
      <PageIntro title={t('onboarding.manager.title')} purpose={t('onboarding.manager.purpose')} />
      {user ? <ManagerInfoForm user={user} /> : <LoadingSpinner />}
    </div>
  );
}
