import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/ui/page-intro';

/** Placeholder until the onboarding feature fills it: the page's heading and purpose. */
export default function ManagerBasicInfoPage() {
  const { t } = useTranslation();
  return (
    <div className="container py-4">
      <PageIntro title={t('pages.managerBasicInfo.title')} purpose={t('pages.managerBasicInfo.purpose')} />
    </div>
  );
}
