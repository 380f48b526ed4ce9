import type { SupportInboxMessage } from '@academy/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { formatDateTime } from '@/lib/format';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { showToast } from '@/lib/toast-store';
import { useReplyToSupportMessage } from '../api/support';
import { SupportAssignee, SupportNotes } from './support-team-tools';

/** One support message with the replies kept with it and a reply form (mailed to the sender). */
export function SupportMessageCard({ message }: { message: SupportInboxMessage }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToSupportMessage();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('admin.form.required'));
      return;
    }
    setError(null);
    reply.mutate(
      { id: message.id, text: text.trim() },
      {
        onSuccess: () => {
          setText('');
          showToast({ type: 'success', message: t('admin.support.replySent', { email: message.email }) });
        },
      },
    );
  }

  return (
    <article className="card mb-3" aria-labelledby={`${id}-subject`}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <h2 id={`${id}-subject`} className="h5 mb-1">
            {message.subject} <span className="text-body-secondary small">#{message.reference}</span>
          </h2>
          <span
            className={`badge align-self-start text-bg-${message.status === 'OPEN' ? 'warning' : 'success'}`}
          >
            {t(`admin.support.status.${message.status}`)}
          </span>
        </div>
        <p className="small text-body-secondary mb-2">
          {message.userId ? (
            <Link to={`/admin/users/${message.userId}`}>{message.email}</Link>
          ) : (
            message.email
          )}
          {' · '}
          {message.userId ? t('admin.support.signedIn') : t('admin.support.visitor')}
          {' · '}
          <span>{t('staff.support.language', { language: LANGUAGE_NAMES[message.language] })}</span>
          {' · '}
          {formatDateTime(message.createdAt, i18n.language)}
        </p>
        <p className="mb-3" style={{ whiteSpace: 'pre-wrap' }}>
          {message.message}
        </p>
        <SupportAssignee message={message} />
        {message.replies.length > 0 && (
          <>
            <h3 className="h6">{t('admin.support.replies')}</h3>
            <ul className="list-unstyled border-start ps-3 mb-3">
              {message.replies.map((r) => (
                <li key={r.id} className="mb-2">
                  <p className="small text-body-secondary mb-1">
                    {r.authorEmail ?? '–'} · {formatDateTime(r.createdAt, i18n.language)}
                    {!r.mailedAt && (
                      <span className="badge text-bg-danger ms-2">{t('admin.support.notMailed')}</span>
                    )}
                  </p>
                  <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
                    {r.text}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
        <SupportNotes message={message} />
        <form noValidate onSubmit={submit}>
          <label htmlFor={`${id}-reply`} className="form-label">
            {t('staff.support.replyLabel', {
              email: message.email,
              language: LANGUAGE_NAMES[message.language],
            })}
          </label>
          <textarea
            id={`${id}-reply`}
            className={`form-control mb-2${error ? ' is-invalid' : ''}`}
            rows={4}
            maxLength={5000}
            value={text}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-reply-error` : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {error && (
            <div id={`${id}-reply-error`} className="invalid-feedback d-block mb-2">
              {error}
            </div>
          )}
          <BusyButton type="submit" variant="primary" busy={reply.isPending}>
            {t('admin.support.send')}
          </BusyButton>
        </form>
      </div>
    </article>
  );
}
