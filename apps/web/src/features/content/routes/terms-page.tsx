import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/ui/page-intro';

/** Placeholder until the content feature fills it: the page's heading and purpose. */
export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <div className="container py-4">
      <PageIntro title={t('pages.terms.title')} purpose={t('pages.terms.purpose')} />
    </div>
  );
}
