import type { ManagerAssignment } from '@academy/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';

/** The coach's assignments: each with its due date, how many did it, and who (DONE, OPEN, LATE). */
export function OpenAssignments({ assignments }: { assignments: readonly ManagerAssignment[] }) {
  const { t, i18n } = useTranslation();
  if (assignments.length === 0) return <p>{t('coachWeek.assignments.empty')}</p>;
  return (
    <ul className="list-group mb-2">
      {assignments.map((a) => (
        <li key={a.id} className="list-group-item">
          <div className="d-flex flex-wrap align-items-center gap-2">
            <span className="fw-semibold flex-grow-1 text-break">{a.title}</span>
            <span className="badge text-bg-secondary">
              {t('coachWeek.assignments.doneOf', { done: a.done, total: a.total })}
            </span>
          </div>
          <div className="small">
            {t('coachWeek.fromCoach.due', { date: formatDate(a.dueDate, i18n.language) })}
            {a.note && <span className="fst-italic"> · “{a.note}”</span>}
          </div>
          <details className="small mt-1">
            <summary>{t('coachWeek.assignments.who')}</summary>
            <ul className="list-unstyled mb-0 mt-1">
              {a.players.map((p) => (
                <li key={p.playerId}>
                  {p.firstName} {p.lastName}: {t(`coachWeek.status.${p.status}`)}
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
