import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import { formatDateTime } from '@/lib/format';
import { reviewQueueQuery } from '../api/clips';

/** /coach/clips: the coach's players' clips waiting for a verdict, oldest first. */
export default function ReviewQueuePage() {
  const { t, i18n } = useTranslation();
  const queue = useQuery(reviewQueueQuery());
  return (
    <div className="container py-4">
      <PageIntro title={t('clips.queue.title')} purpose={t('clips.queue.intro')} />
      {queue.isPending ? (
        <LoadingSpinner label={t('clips.loading')} />
      ) : queue.isError ? (
        <div className="alert alert-danger" role="alert">
          <p>{t('clips.loadFailed')}</p>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => void queue.refetch()}
          >
            {t('clips.retry')}
          </button>
        </div>
      ) : queue.data.length === 0 ? (
        <p className="alert alert-info">{t('clips.queue.empty')}</p>
      ) : (
        <ul className="list-group">
          {queue.data.map((clip) => (
            <li key={clip.id} className="list-group-item">
              <Link to={`/clips/${clip.id}`}>
                {t('clips.queue.item', { date: formatDateTime(clip.createdAt, i18n.language) })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
