import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BoardList } from '@/components/ui/board-list';
import { challengesQuery } from '@/lib/queries/challenges';
import { teamBoardQueryOptions } from '../api/week';
import { WeekSection } from './week-section';

/**
 * The team board on the coach's home: one challenge at a time (those of the team's age
 * group), the team's verified bests only, a player named only if they opted in ("a teammate").
 */
export function CoachTeamBoard({ ageGroupId }: { ageGroupId: string | null }) {
  const { t, i18n } = useTranslation();
  const selectId = useId();
  const challenges = useQuery({
    ...challengesQuery(ageGroupId ?? '', i18n.language),
    enabled: !!ageGroupId,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const challengeId = chosen ?? challenges.data?.[0]?.id ?? null;
  const challenge = challenges.data?.find((c) => c.id === challengeId) ?? null;
  const board = useQuery({ ...teamBoardQueryOptions(challengeId ?? ''), enabled: !!challengeId });

  if (!ageGroupId) return null;
  return (
    <WeekSection
      id="coach-week-board"
      title={t('coachWeek.board.heading')}
      query={challenges}
      loadingLabel={t('coachWeek.board.loading')}
      failedText={t('coachWeek.board.loadFailed')}
    >
      {(list) =>
        list.length === 0 ? (
          <p>{t('coachWeek.teamBoard.noChallenges')}</p>
        ) : (
          <>
            <p className="text-body-secondary small">{t('coachWeek.teamBoard.intro')}</p>
            <Form.Group className="mb-3" controlId={selectId}>
              <Form.Label>{t('coachWeek.teamBoard.challenge')}</Form.Label>
              <Form.Select value={challengeId ?? ''} onChange={(event) => setChosen(event.target.value)}>
                {list.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            {board.isPending && <p className="text-body-secondary">{t('coachWeek.board.loading')}</p>}
            {board.isError && (
              <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
                <span>{t('coachWeek.board.loadFailed')}</span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => void board.refetch()}
                >
                  {t('program.retry')}
                </button>
              </div>
            )}
            {board.data && challenge && <BoardList entries={board.data} unit={challenge.unit} />}
          </>
        )
      }
    </WeekSection>
  );
}
