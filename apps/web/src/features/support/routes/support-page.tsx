import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/ui/page-intro';

/** Placeholder until the support feature fills it: the page's heading and purpose. */
export default function SupportPage() {
  const { t } = useTranslation();
  return (
    <div className="container py-4">
      <PageIntro title={t('pages.support.title')} purpose={t('pages.support.purpose')} />
    </div>
  );
}
