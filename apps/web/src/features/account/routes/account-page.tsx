import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/ui/page-intro';

/** Placeholder until the account feature fills it: the page's heading and purpose. */
export default function AccountPage() {
  const { t } = useTranslation();
  return (
    <div className="container py-4">
      <PageIntro title={t('pages.account.title')} purpose={t('pages.account.purpose')} />
    </div>
  );
}
