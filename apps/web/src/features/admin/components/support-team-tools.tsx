import type { SupportInboxMessage } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { formatDateTime } from '@/lib/format';
import { showToast } from '@/lib/toast-store';
import { useAddSupportNote, useAssignSupportMessage } from '../api/support';
import { adminsQueryOptions } from '../api/users';

/** Who looks after a message: any admin, or nobody. */
export function SupportAssignee({ message }: { message: SupportInboxMessage }) {
  const { t } = useTranslation();
  const id = useId();
  const admins = useQuery(adminsQueryOptions());
  const assign = useAssignSupportMessage();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <label htmlFor={`${id}-assignee`} className="form-label mb-0">
        {t('staff.support.assignee')}
      </label>
      <select
        id={`${id}-assignee`}
        className="form-select form-select-sm w-auto"
        value={message.assigneeId ?? ''}
        disabled={assign.isPending}
        onChange={(e) =>
          assign.mutate(
            { id: message.id, assigneeId: e.target.value || null },
            { onSuccess: () => showToast({ type: 'success', message: t('staff.support.assigned') }) },
          )
        }
      >
        <option value="">{t('staff.support.nobody')}</option>
        {message.assigneeId && !admins.data?.some((a) => a.id === message.assigneeId) && (
          <option value={message.assigneeId}>{message.assigneeEmail ?? message.assigneeId}</option>
        )}
        {(admins.data ?? []).map((admin) => (
          <option key={admin.id} value={admin.id}>
            {admin.email}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The team's internal notes on a message, and a form to add one (never mailed to the sender). */
export function SupportNotes({ message }: { message: SupportInboxMessage }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddSupportNote();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('admin.form.required'));
      return;
    }
    setError(null);
    add.mutate(
      { id: message.id, text: text.trim() },
      {
        onSuccess: () => {
          setText('');
          showToast({ type: 'success', message: t('staff.support.noteAdded') });
        },
      },
    );
  }

  return (
    <section className="bg-body-tertiary rounded p-2 mb-3" aria-labelledby={`${id}-notes`}>
      <h3 id={`${id}-notes`} className="h6">
        {t('staff.support.notes')}
      </h3>
      <p className="small text-body-secondary">{t('staff.support.notesHelp')}</p>
      {message.notes.length > 0 && (
        <ul className="list-unstyled mb-2">
          {message.notes.map((note) => (
            <li key={note.id} className="mb-2">
              <p className="small text-body-secondary mb-1">
                {note.authorEmail ?? t('staff.audit.deletedUser')} ·{' '}
                {formatDateTime(note.createdAt, i18n.language)}
              </p>
              <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
                {note.text}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit}>
        <label htmlFor={`${id}-note`} className="form-label">
          {t('staff.support.noteLabel')}
        </label>
        <textarea
          id={`${id}-note`}
          className={`form-control mb-2${error ? ' is-invalid' : ''}`}
          rows={2}
          maxLength={5000}
          value={text}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-note-error` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {error && (
          <div id={`${id}-note-error`} className="invalid-feedback d-block mb-2">
            {error}
          </div>
        )}
        <BusyButton type="submit" variant="outline-secondary" busy={add.isPending}>
          {t('staff.support.addNote')}
        </BusyButton>
      </form>
    </section>
  );
}
