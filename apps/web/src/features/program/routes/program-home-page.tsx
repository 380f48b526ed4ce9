import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/ui/page-intro';

/** Placeholder until the program feature fills it: the page's heading and purpose. */
export default function ProgramHomePage() {
  const { t } = useTranslation();
  return (
    <div className="container py-4">
      <PageIntro title={t('pages.program.title')} purpose={t('pages.program.purpose')} />
    </div>
  );
}
