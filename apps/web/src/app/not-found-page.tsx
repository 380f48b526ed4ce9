import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageIntro } from '@/components/ui/page-intro';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="container py-5">
      <PageIntro title={t('notFound.title')} purpose={t('notFound.text')} />
      <Link to="/" className="btn btn-primary">
        {t('notFound.link')}
      </Link>
    </div>
  );
}
