import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/ui/page-intro';

/** Placeholder until the onboarding feature fills it: the page's heading and purpose. */
export default function VerificationPage() {
  const { t } = useTranslation();
  return (
    <div className="container py-4">
      <PageIntro title={t('pages.verification.title')} purpose={t('pages.verification.purpose')} />
    </div>
  );
}
