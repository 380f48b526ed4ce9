import type { PlayerAssignment } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { playerAssignmentsQuery } from '@/lib/queries/assignments';
import { challengePath } from '@/lib/queries/challenges';
import { QueryState } from './query-state';

const STATUS_CLASS: Record<PlayerAssignment['status'], string> = {
  OPEN: 'text-bg-primary',
  DONE: 'text-bg-success',
  LATE: 'text-bg-warning',
};

/** Where the player does it: the session page (with its phase) or the challenge page. */
function pathOf(a: PlayerAssignment): string | null {
  if (a.challengeId) return challengePath(a.challengeId);
  if (a.sessionId && a.phaseId) return `/program/phase/${a.phaseId}/session/${a.sessionId}?assigned=1`;
  return null;
}

/**
 * "From your coach": what the player's coaches asked, with the due date and whether it is done.
 * The player's /program links each to where it is done; a guardian's view (`links={false}`) reads it.
 */
export function CoachAssignments({
  playerId,
  links = true,
  headingLevel = 2,
}: {
  playerId: string;
  links?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const query = useQuery({ ...playerAssignmentsQuery(playerId, language), enabled: !!playerId });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `from-coach-${playerId}`;
  const list = (assignments: PlayerAssignment[]) =>
    assignments.length === 0 ? (
      <p className="mb-0">{t('coachWeek.fromCoach.empty')}</p>
    ) : (
      <ul className="list-group">
        {assignments.map((a) => {
          const path = links ? pathOf(a) : null;
          return (
            <li key={a.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
              <span className="flex-grow-1 text-break">
                {path ? (
                  <Link to={path} className="fw-semibold">
                    {a.title}
                  </Link>
                ) : (
                  <span className="fw-semibold">{a.title}</span>
                )}
                <span className="d-block small">
                  {t('coachWeek.fromCoach.due', { date: formatDate(a.dueDate, language) })} ·{' '}
                  {t('coachWeek.fromCoach.by', { name: a.managerName })}
                </span>
                {a.note && <span className="d-block small fst-italic">“{a.note}”</span>}
              </span>
              <span className={`badge ${STATUS_CLASS[a.status]}`}>{t(`coachWeek.status.${a.status}`)}</span>
            </li>
          );
        })}
      </ul>
    );
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <Heading id={headingId} className="h5 mb-3">
        {t('coachWeek.fromCoach.heading')}
      </Heading>
      <QueryState
        query={query}
        loading={t('coachWeek.fromCoach.loading')}
        spinnerClassName="py-2"
        failed={t('coachWeek.fromCoach.loadFailed')}
      >
        {list}
      </QueryState>
    </section>
  );
}
