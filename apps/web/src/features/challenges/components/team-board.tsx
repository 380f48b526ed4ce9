import type { ChallengeUnit, LeaderboardEntry } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { BoardList } from '@/components/ui/board-list';
import { apiGet } from '@/lib/api-client';

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
  const { t } = useTranslation();
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
  else if (open && board.data) body = <BoardList entries={board.data} unit={unit} />;
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
