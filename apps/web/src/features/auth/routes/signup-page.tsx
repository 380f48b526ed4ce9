import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/ui/page-intro';

/** Placeholder until the auth feature fills it: the page's heading and purpose. */
export default function SignupPage() {
  const { t } = useTranslation();
  return (
    <div className="container py-4">
      <PageIntro title={t('pages.signup.title')} purpose={t('pages.signup.purpose')} />
    </div>
  );
}
