import type { AdminReport, ReportAction } from '@academy/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { useResolveReport } from '../api/reports';

/** What an admin may do with a report in each state. */
const ACTIONS: Record<AdminReport['status'], ReportAction[]> = {
  OPEN: ['HIDE', 'DISMISS'],
  HIDDEN: ['RESTORE'],
  RESTORED: [],
  DISMISSED: [],
};

const moment = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** One report in the welfare queue: the content (hidden or not), the reason, and hide / restore / dismiss with a note. */
export function ReportCard({ report }: { report: AdminReport }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  const [action, setAction] = useState<ReportAction | null>(null);
  const resolve = useResolveReport();
  const content = report.content;
  const actions = ACTIONS[report.status];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (!chosen || !note.trim()) return;
    setAction(chosen as ReportAction);
    resolve.mutate({ id: report.id, action: chosen as ReportAction, note: note.trim() });
  };

  return (
    <article className="card mb-3" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <h2 id={`${id}-title`} className="h5 mb-1">
            {t('admin.welfare.of', {
              type: t(`admin.welfare.target.${report.targetType}`),
              name: content?.playerName ?? '–',
            })}
          </h2>
          {content?.hidden && <span className="badge text-bg-danger">{t('admin.welfare.hidden')}</span>}
        </div>
        <p className="small text-body-secondary mb-2">
          {t('admin.welfare.reported', { date: formatDateTime(report.createdAt, i18n.language) })}
          {' · '}
          {t('admin.welfare.reason', { reason: t(`reports.reasons.${report.reason}`) })}
        </p>
        {report.note && (
          <p className="mb-2 text-break">{t('admin.welfare.reporterNote', { note: report.note })}</p>
        )}
        {!content ? (
          <p className="fst-italic">{t('admin.welfare.gone')}</p>
        ) : (
          <div className="border-start border-3 ps-3 mb-3">
            {content.posterUrl && (
              <img
                src={content.posterUrl}
                alt={t('admin.welfare.poster')}
                width={160}
                className="img-fluid rounded mb-2"
              />
            )}
            {content.text && (
              <p className="mb-1 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                {content.text}
              </p>
            )}
            <p className="small text-body-secondary mb-0">
              {content.authorName && t('admin.welfare.by', { name: content.authorName })}
              {content.atSeconds !== null &&
                ` · ${t('admin.welfare.at', { time: moment(content.atSeconds) })}`}
              {content.clipId && (
                <>
                  {content.authorName && ' · '}
                  <Link to={`/clips/${content.clipId}`}>{t('admin.welfare.openClip')}</Link>
                </>
              )}
            </p>
          </div>
        )}
        {report.resolvedAt && (
          <p className="small mb-0 text-break">
            {t('admin.welfare.resolved', {
              date: formatDateTime(report.resolvedAt, i18n.language),
              note: report.resolutionNote ?? '',
            })}
          </p>
        )}
        {actions.length > 0 && (
          <form onSubmit={submit}>
            <label htmlFor={`${id}-note`} className="form-label">
              {t('admin.welfare.noteLabel')}
            </label>
            <textarea
              id={`${id}-note`}
              className="form-control mb-2"
              rows={2}
              maxLength={500}
              required
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            {resolve.error && (
              <p className="alert alert-danger py-2" role="alert">
                {isApiError(resolve.error)
                  ? errorText(resolve.error.code, resolve.error.message)
                  : t('admin.welfare.failed')}
              </p>
            )}
            <div className="d-flex flex-wrap gap-2">
              {actions.map((value) => (
                <button
                  key={value}
                  type="submit"
                  name="action"
                  value={value}
                  className={`btn btn-sm ${value === 'HIDE' ? 'btn-danger' : 'btn-outline-secondary'}`}
                  disabled={resolve.isPending || !note.trim()}
                >
                  {resolve.isPending && action === value ? '…' : t(`admin.welfare.actions.${value}`)}
                </button>
              ))}
            </div>
          </form>
        )}
      </div>
    </article>
  );
}
