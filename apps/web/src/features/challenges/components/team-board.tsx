import type { ChallengeUnit, LeaderboardEntry } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { TierBadge } from '@/components/ui/tier-badge';
import { apiGet } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';

/**
 * The team board, kindly: closed by default (the player's own best and progress come first); once
 * opened, the team's verified bests, each teammate named only if they opted in ("a teammate").
 */
export function TeamBoard({
  playerId,
  challengeId,
  unit,
}: {
  playerId: string;
  challengeId: string;
  unit: ChallengeUnit;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const board = useQuery({
    queryKey: ['leaderboard', playerId, challengeId],
    queryFn: ({ signal }) =>
      apiGet<LeaderboardEntry[]>(`/v1/player/${encodeURIComponent(playerId)}/leaderboard`, {
        query: { challengeId },
        signal,
      }),
    enabled: open,
  });
  let body = null;
  if (open && board.isPending)
    body = <LoadingSpinner label={t('coachWeek.board.loading')} className="py-2" />;
  else if (open && board.isError)
    body = (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
        <span>{t('coachWeek.board.loadFailed')}</span>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void board.refetch()}>
          {t('program.retry')}
        </button>
      </div>
    );
  else if (open && board.data?.length === 0) body = <p>{t('coachWeek.board.empty')}</p>;
  else if (open && board.data)
    body = (
      <ol className="list-group list-group-numbered" aria-label={t('coachWeek.board.caption')}>
        {board.data.map((entry, index) => (
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
  return (
    <section aria-labelledby="challenge-board-heading" className="mt-4">
      <h2 id="challenge-board-heading" className="h5">
        {t('coachWeek.board.heading')}
      </h2>
      {!open && (
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setOpen(true)}>
          {t('coachWeek.board.show')}
        </button>
      )}
      {body}
    </section>
  );
}
