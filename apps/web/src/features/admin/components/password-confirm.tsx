import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';

/**
 * A confirmation that asks for the signed-in super admin's own password (granting or removing ADMIN).
 * `onConfirm` sends it; a 400 on `password` is shown under the field, anything else above it.
 */
export function PasswordConfirm({
  question,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  question: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (password: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setFieldError(t('admin.form.required'));
      return;
    }
    setFieldError(null);
    setError(null);
    try {
      await onConfirm(password);
    } catch (failure) {
      const onPassword = isApiError(failure) ? failure.fieldErrors.find((f) => f.field === 'password') : null;
      if (onPassword) setFieldError(onPassword.message);
      else setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <div className="border border-warning rounded p-3" role="alertdialog" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`}>{question}</p>
      {error && (
        <p className="text-danger" role="alert">
          {error}
        </p>
      )}
      <form noValidate onSubmit={submit}>
        <FormField
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          className="mb-2"
          label={t('staff.yourPassword')}
          hint={t('staff.yourPasswordHint')}
          error={fieldError ? { type: 'server', message: fieldError } : undefined}
          onChange={(e) => setPassword(e.target.value)}
          autoFocus
        />
        <div className="d-flex flex-wrap gap-2">
          <BusyButton type="submit" variant="danger" busy={busy}>
            {confirmLabel}
          </BusyButton>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {t('admin.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}
