import type { ChallengeUnit, LeaderboardEntry } from '@academy/contract';
import { useTranslation } from 'react-i18next';
import { TierBadge } from '@/components/ui/tier-badge';
import { formatNumber } from '@/lib/format';

/**
 * The team board's rows, kindly: verified bests, best first; a teammate is named only if they
 * opted in ("a teammate" otherwise), the viewer's own player is "You". The challenge page and the
 * coach's home show the same list.
 */
export function BoardList({ entries, unit }: { entries: LeaderboardEntry[]; unit: ChallengeUnit }) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0) return <p>{t('coachWeek.board.empty')}</p>;
  return (
    <ol className="list-group list-group-numbered" aria-label={t('coachWeek.board.caption')}>
      {entries.map((entry, index) => (
        <li
          // Unnamed entries have no id: their place on the board is their key.
          key={entry.playerId ?? `teammate-${index}`}
          className={`list-group-item d-flex flex-wrap align-items-center gap-2${entry.you ? ' fw-semibold' : ''}`}
        >
          <span className="flex-grow-1">
            {entry.you ? t('coachWeek.board.you') : (entry.name ?? t('coachWeek.board.teammate'))}
          </span>
          <span>{t(`challenges.value.${unit}`, { value: formatNumber(entry.value, i18n.language) })}</span>
          <TierBadge tier={entry.tier} />
        </li>
      ))}
    </ol>
  );
}
