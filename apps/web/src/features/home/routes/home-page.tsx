import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/ui/page-intro';

/** Placeholder until the home feature fills it: the page's heading and purpose. */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="container py-4">
      <PageIntro title={t('pages.home.title')} purpose={t('pages.home.purpose')} />
    </div>
  );
}
