import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import { useUserState } from '@/lib/user-store';
import { managerMeQueryOptions, teamPlayersQueryOptions } from '../api/coach';
import { TeamCodeCard } from '../components/team-code-card';
import { TeamTable } from '../components/team-table';
import { WeekTrainings } from '../components/WeekTrainings';
import '../coach.css';

/** /coach: the coach's home: the team code to hand out and the players with their training figures. */
export default function CoachHomePage() {
  const { t, i18n } = useTranslation();
  const { user } = useUserState();
  const meQuery = useQuery(managerMeQueryOptions());
  const playersQuery = useQuery({
    ...teamPlayersQueryOptions(user?.id ?? '', i18n.language),
    enabled: !!user,
  });

  let players: ReactNode;
  if (playersQuery.isPending) {
    players = <LoadingSpinner label={t('coach.players.loading')} />;
  } else if (playersQuery.isError) {
    players = (
      <Alert variant="danger">
        <p>{t('coach.players.loadFailed')}</p>
        <Button variant="outline-danger" size="sm" onClick={() => void playersQuery.refetch()}>
          {t('program.retry')}
        </Button>
      </Alert>
    );
  } else if (playersQuery.data.length === 0) {
    players = (
      <div className="alert alert-info">
        <h3 className="h6 alert-heading">{t('coach.players.emptyTitle')}</h3>
        <p className="mb-0">
          {meQuery.data
            ? t('coach.players.emptyText', { code: meQuery.data.teamCode })
            : t('coach.players.emptyTextNoCode')}
        </p>
      </div>
    );
  } else {
    players = <TeamTable players={playersQuery.data} />;
  }

  return (
    <div className="container py-4">
      <PageIntro title={t('coach.title')} purpose={t('coach.purpose')} />
      {meQuery.isPending && <LoadingSpinner label={t('coach.code.loading')} />}
      {meQuery.isError && (
        <Alert variant="danger">
          <p>{t('coach.code.loadFailed')}</p>
          <Button variant="outline-danger" size="sm" onClick={() => void meQuery.refetch()}>
            {t('program.retry')}
          </Button>
        </Alert>
      )}
      <WeekTrainings />
      {meQuery.data && <TeamCodeCard me={meQuery.data} />}
      <section aria-labelledby="coach-players-heading">
        <h2 id="coach-players-heading" className="h5 mb-3">
          {t('coach.players.heading')}
          {playersQuery.data && playersQuery.data.length > 0 && (
            <span className="badge text-bg-secondary ms-2">{playersQuery.data.length}</span>
          )}
        </h2>
        {players}
      </section>
    </div>
  );
}
