import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { loadUser } from '@/lib/load-user';
import { showToast } from '@/lib/toast-store';
import type { User } from '@academy/contract';
import { correctEmail } from '../api/verification';

const correctionSchema = z.object({
  email: z.string().trim().min(1, 'validation.emailRequired').pipe(z.email('validation.emailInvalid')),
  password: z.string().min(1, 'validation.passwordRequired'),
});
type CorrectionValues = z.infer<typeof correctionSchema>;

/**
 * A mistyped address is not a dead end: the visitor gives the right one (and their password), the
 * address changes and a new code goes there.
 */
export function EmailCorrection({ user }: { user: User }) {
  const { t } = useTranslation();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CorrectionValues>({
    resolver: zodResolver(correctionSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      await correctEmail(user.id, email, password);
    } catch (error) {
      const message = applyServerErrors(error, setError, { sendEmailTo: 'email', password: 'password' });
      if (message) setError('root', { type: 'server', message });
      return;
    }
    await loadUser();
    showToast({ type: 'success', message: t('auth.verification.corrected', { email }) });
    reset();
    setOpen(false);
  });

  if (!open) {
    return (
      <p className="mt-2 mb-0 text-center">
        {t('auth.verification.wrongAddress')}{' '}
        <Button
          variant="link"
          className="p-0 align-baseline"
          onClick={() => setOpen(true)}
          aria-expanded={false}
        >
          {t('auth.verification.correct')}
        </Button>
      </p>
    );
  }
  return (
    <Form noValidate onSubmit={submit} className="mt-4 border rounded p-3" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="h6">
        {t('auth.verification.correctTitle')}
      </h2>
      {errors.root && (
        <div className="alert alert-danger" role="alert">
          {errors.root.message}
        </div>
      )}
      <FormField
        id={`${ids}-email`}
        className="mb-3"
        label={t('auth.verification.newEmail')}
        error={errors.email}
        type="email"
        autoComplete="email"
        {...register('email')}
      />
      <FormField
        id={`${ids}-password`}
        className="mb-3"
        label={t('account.reauth.password')}
        error={errors.password}
        type="password"
        autoComplete="current-password"
        {...register('password')}
      />
      <div className="d-flex gap-2 justify-content-end">
        <Button variant="outline-secondary" onClick={() => setOpen(false)} disabled={isSubmitting}>
          {t('account.modal.cancel')}
        </Button>
        <BusyButton type="submit" variant="primary" busy={isSubmitting}>
          {t('auth.verification.correctSubmit')}
        </BusyButton>
      </div>
    </Form>
  );
}
