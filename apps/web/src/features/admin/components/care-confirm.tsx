import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { isApiError } from '@/lib/api-client';

/** The error of a care call in words: the field's message when the server named one. */
export function careErrorText(error: unknown): string | null {
  if (!error) return null;
  if (isApiError(error)) return error.fieldErrors[0]?.message ?? error.message;
  return (error as Error).message;
}

/**
 * The confirmation of a refund or a billing action: what it does, its own fields, the reason (required,
 * kept in the audit trail), a confirm button busy while it runs and the error in words.
 */
export function CareConfirm({
  question,
  children,
  confirmLabel,
  busy,
  error,
  danger,
  onConfirm,
  onCancel,
}: {
  question: string;
  children?: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error: unknown;
  danger?: boolean;
  onConfirm: (form: FormData) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const message = careErrorText(error);
  const formRef = useRef<HTMLFormElement>(null);
  // The dialog opens on the admin's click: its first field takes the focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, []);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onConfirm(new FormData(event.currentTarget));
  }
  return (
    <form
      className="alert alert-warning mb-0"
      role="alertdialog"
      aria-labelledby={`${id}-question`}
      onSubmit={submit}
      ref={formRef}
    >
      <p id={`${id}-question`}>{question}</p>
      {children}
      <div className="mb-2">
        <label htmlFor={`${id}-reason`} className="form-label">
          {t('care.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          className="form-control"
          required
          minLength={3}
          maxLength={500}
          rows={2}
          aria-describedby={`${id}-reason-help`}
        />
        <div id={`${id}-reason-help`} className="form-text">
          {t('care.reasonHelp')}
        </div>
      </div>
      {message && (
        <p className="text-danger" role="alert">
          {message}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <BusyButton type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
          {confirmLabel}
        </BusyButton>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
          {t('admin.cancel')}
        </button>
      </div>
    </form>
  );
}
