import type { Feedback } from '@academy/contract';
import { useTranslation } from 'react-i18next';
import { ReportButton } from './report-button';

interface FeedbackListProps {
  feedback: readonly Feedback[];
  /** The title of a phase the feedback is about, when known. */
  phaseTitle?: (trainingProgramBlockId: string) => string | undefined;
  /** The coach's own list: a Delete button on each (the one being deleted waits). */
  onDelete?: (feedbackId: string) => void;
  deleting?: string | null;
  /** The reader's list (a player, a guardian): a Report button on each. */
  reportable?: boolean;
}

/** A coach's feedback, newest first: the words, who wrote them, when, and the phase they are about. */
export function FeedbackList({
  feedback,
  phaseTitle,
  onDelete,
  deleting = null,
  reportable = false,
}: FeedbackListProps) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <ul className="list-unstyled mb-0">
      {feedback.map((item) => {
        const phase = item.trainingProgramBlockId ? phaseTitle?.(item.trainingProgramBlockId) : undefined;
        return (
          <li key={item.id} className="border-start border-3 border-primary ps-3 mb-3">
            <p className="mb-1 text-break" style={{ whiteSpace: 'pre-line' }}>
              {item.text}
            </p>
            <p className="small text-body-secondary mb-0">
              {t('feedback.byline', {
                name: item.managerName,
                date: date.format(new Date(item.createdAt)),
              })}
              {phase && ` · ${t('feedback.aboutPhase', { phase })}`}
            </p>
            {reportable && <ReportButton targetType="FEEDBACK" targetId={item.id} />}
            {onDelete && (
              <button
                type="button"
                className="btn btn-link btn-sm p-0 text-danger"
                disabled={deleting !== null}
                onClick={() => onDelete(item.id)}
              >
                {deleting === item.id ? t('coachWeek.feedback.deleting') : t('coachWeek.feedback.delete')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
