import type { TeamPlayer } from '@academy/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';

/** Players who have not trained in the last 7 days: a word at training, or a feedback. */
export function NotTrained({ players }: { players: readonly TeamPlayer[] }) {
  const { t, i18n } = useTranslation();
  const quiet = players.filter((p) => p.sessionsLast7Days === 0);
  if (quiet.length === 0) return <p>{t('coachWeek.quiet.none')}</p>;
  return (
    <ul className="list-group mb-2">
      {quiet.map((p) => (
        <li key={p.playerId} className="list-group-item d-flex flex-wrap gap-2">
          <Link to={`/coach/players/${p.playerId}`} className="fw-semibold flex-grow-1">
            {p.firstName} {p.lastName}
          </Link>
          <span className="small">
            {p.lastTrainedAt
              ? t('coachWeek.quiet.last', { date: formatDate(p.lastTrainedAt, i18n.language) })
              : t('coach.players.never')}
          </span>
        </li>
      ))}
    </ul>
  );
}
