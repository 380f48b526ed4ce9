import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageIntro } from '@/components/ui/page-intro';
import { PlayerSchedule } from '../components/player-schedule';

/** /household/schedule/:playerId: a guardian sees a child's trainings, answers for them and their attendance. */
export default function ChildSchedulePage() {
  const { t } = useTranslation();
  const { playerId = '' } = useParams();
  return (
    <div className="container py-4">
      <p>
        <Link to="/household">{t('schedule.backToHousehold')}</Link>
      </p>
      <PageIntro title={t('schedule.childTitle')} purpose={t('schedule.childPurpose')} />
      <PlayerSchedule playerId={playerId} calendar />
    </div>
  );
}
