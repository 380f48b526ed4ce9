import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import { formatDate } from '@/lib/format';
import { useUserState } from '@/lib/user-store';
import { clipQuery } from '../api/clips';
import { ClipReview } from '../components/clip-review';
import '../clips.css';

/** /clips/:id: the clip, its verdict and the comments at their moments (the player, guardians, coaches). */
export default function ClipPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const user = useUserState().user;
  const clip = useQuery(clipQuery(id));
  const roles = user?.authorities ?? [];
  const coach = roles.includes('ROLE_MANAGER');
  const guardian = roles.includes('ROLE_GUARDIAN');

  return (
    <div className="container py-4 clips-page">
      <PageIntro title={t('clips.title')} />
      {clip.isPending ? (
        <LoadingSpinner label={t('clips.loading')} />
      ) : clip.isError ? (
        <div className="alert alert-danger" role="alert">
          <p>{t('clips.loadFailed')}</p>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void clip.refetch()}>
            {t('clips.retry')}
          </button>
        </div>
      ) : (
        <>
          <p className="mb-2">
            <span className="badge text-bg-secondary me-2">{t(`clips.status.${clip.data.status}`)}</span>
            <strong>{t(`clips.verdict.${clip.data.verdict ?? 'NONE'}`)}</strong>
          </p>
          <p className="small text-body-secondary">
            {t('clips.expires', { date: formatDate(clip.data.expiresAt, i18n.language) })}
          </p>
          {clip.data.status === 'PROCESSING' && <LoadingSpinner label={t('clips.processing')} />}
          {clip.data.status === 'REJECTED' && <p className="alert alert-warning">{t('clips.rejected')}</p>}
          {clip.data.status === 'READY' && (
            <ClipReview clip={clip.data} canComment={coach || guardian} canJudge={coach} />
          )}
        </>
      )}
    </div>
  );
}
