import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import { playerQuery } from '@/lib/queries/player';
import { isHouseholdChild, useUserState } from '@/lib/user-store';
import { PlayerSchedule } from '../components/player-schedule';

/** /schedule: the player's own trainings, answers and season attendance. */
export default function SchedulePage() {
  const { t } = useTranslation();
  const { user } = useUserState();
  const player = useQuery({ ...playerQuery(user?.id ?? ''), enabled: !!user });
  return (
    <div className="container py-4">
      <p>
        <Link to="/program">{t('schedule.backToProgram')}</Link>
      </p>
      <PageIntro title={t('schedule.title')} purpose={t('schedule.purpose')} />
      {player.isPending ? (
        <LoadingSpinner label={t('schedule.loading')} />
      ) : player.isError ? (
        <Alert variant="danger">{t('schedule.loadFailed')}</Alert>
      ) : (
        <PlayerSchedule playerId={player.data.id} calendar={!isHouseholdChild(user)} />
      )}
    </div>
  );
}
