import {
  REPORT_REASONS,
  type ReportReason,
  type ReportReceipt,
  type ReportTargetType,
} from '@academy/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost, isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

/**
 * "Report" under a clip, a clip comment or a coach's feedback: opens a short form (what is wrong, an
 * optional note) that goes to the academy's welfare queue (`POST /api/v1/reports`). Once per item.
 */
export function ReportButton({ targetType, targetId }: { targetType: ReportTargetType; targetId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('INAPPROPRIATE');
  const [note, setNote] = useState('');
  const send = useMutation({
    mutationFn: () =>
      apiPost<ReportReceipt>(
        '/v1/reports',
        { targetType, targetId, reason, ...(note.trim() ? { note: note.trim() } : {}) },
        { silent: true },
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };

  if (send.isSuccess) {
    return (
      <p className="small text-success mb-0" role="status">
        {t('reports.sent')}
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        className="btn btn-link btn-sm p-0 text-body-secondary"
        aria-label={t(`reports.targets.${targetType}`)}
        onClick={() => setOpen(true)}
      >
        {t('reports.button')}
      </button>
    );
  }
  return (
    <form onSubmit={submit} className="card card-body my-2 p-2" aria-labelledby={`${id}-heading`}>
      <p id={`${id}-heading`} className="fw-semibold mb-2">
        {t('reports.heading')}
      </p>
      <label htmlFor={`${id}-reason`} className="form-label">
        {t('reports.reasonLabel')}
      </label>
      <select
        id={`${id}-reason`}
        className="form-select mb-2"
        value={reason}
        onChange={(event) => setReason(event.target.value as ReportReason)}
      >
        {REPORT_REASONS.map((value) => (
          <option key={value} value={value}>
            {t(`reports.reasons.${value}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-note`} className="form-label">
        {t('reports.noteLabel')}
      </label>
      <textarea
        id={`${id}-note`}
        className="form-control mb-2"
        rows={2}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {send.error && (
        <p className="alert alert-danger py-2" role="alert">
          {isApiError(send.error) ? errorText(send.error.code, send.error.message) : t('reports.failed')}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-sm btn-danger" disabled={send.isPending}>
          {send.isPending ? t('reports.sending') : t('reports.send')}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setOpen(false)}>
          {t('reports.cancel')}
        </button>
      </div>
    </form>
  );
}
