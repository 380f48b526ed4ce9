import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@academy/contract';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { showToast } from '@/lib/toast-store';
import { requestPasswordReset, resetPassword } from '../api/password-reset';
import { SubmitButton } from './submit-button';

const emailSchema = z.object({
  email: z.string().trim().min(1, 'validation.emailRequired').pipe(z.email('validation.emailInvalid')),
});
const resetSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'auth.forgot.codeSixDigits'),
  newPassword: z
    .string()
    .min(1, 'validation.passwordRequired')
    .min(PASSWORD_MIN_LENGTH, 'validation.passwordMinLength'),
});

function RootError({ message }: { message?: string }) {
  return message ? (
    <div className="alert alert-danger" role="alert">
      {message}
    </div>
  ) : null;
}

/** Step 1: the address. The answer is the same whether or not it has an account. */
function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof emailSchema>>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      onSent(email);
    } catch (error) {
      const message = applyServerErrors(error, setError, { email: 'email' });
      if (message) setError('root', { type: 'server', message });
    }
  });
  return (
    <Form noValidate onSubmit={submit}>
      <RootError message={errors.root?.message} />
      <p>{t('auth.forgot.intro')}</p>
      <FormField
        id={`${ids}-email`}
        className="mb-4"
        label={t('auth.forgot.emailLabel')}
        error={errors.email}
        type="email"
        autoComplete="email"
        aria-required="true"
        {...register('email')}
      />
      <SubmitButton busy={isSubmitting}>{t('auth.forgot.send')}</SubmitButton>
    </Form>
  );
}

/** Step 2: the mailed code and a new password; then sign in again. */
function ResetStep({ email }: { email: string }) {
  const { t } = useTranslation();
  const ids = useId();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof resetSchema>>({
    resolver: zodResolver(resetSchema),
    defaultValues: { code: '', newPassword: '' },
  });
  const submit = handleSubmit(async ({ code, newPassword }) => {
    try {
      await resetPassword({ email, code, newPassword });
    } catch (error) {
      const message = applyServerErrors(error, setError, { code: 'code', newPassword: 'newPassword' });
      if (message) setError('root', { type: 'server', message });
      return;
    }
    showToast({ type: 'success', message: t('auth.forgot.done') });
    navigate('/auth/login');
  });
  return (
    <Form noValidate onSubmit={submit}>
      <RootError message={errors.root?.message} />
      <p role="status">{t('auth.forgot.sent', { email })}</p>
      <FormField
        id={`${ids}-code`}
        className="mb-3"
        label={t('auth.forgot.codeLabel')}
        error={errors.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        aria-required="true"
        {...register('code')}
      />
      <FormField
        id={`${ids}-new-password`}
        className="mb-4"
        label={t('auth.forgot.newPasswordLabel')}
        error={errors.newPassword}
        type="password"
        autoComplete="new-password"
        aria-required="true"
        {...register('newPassword')}
      />
      <SubmitButton busy={isSubmitting}>{t('auth.forgot.reset')}</SubmitButton>
    </Form>
  );
}

/** "Forgot password?": a mailed code, then a new password. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  return (
    <>
      {email ? <ResetStep email={email} /> : <EmailStep onSent={setEmail} />}
      <p className="mt-4 mb-0 text-center">
        <Link to="/auth/login">{t('auth.forgot.backToLogin')}</Link>
      </p>
    </>
  );
}
