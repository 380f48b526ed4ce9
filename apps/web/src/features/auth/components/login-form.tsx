import { lazy, Suspense, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { PhoneController } from '@/components/ui/phone-input';
import { PAYMENT_MODEL_PARAM, withPaymentModel } from '@/lib/session-navigation';
import { login } from '@/lib/sign-in';
import { type LoginValues, loginDefaults, loginResolver, loginUsername } from './login-schema';
import { SubmitButton } from './submit-button';

// Loaded on demand: the dialog only for 2FA accounts (the phone input loads its widget when shown).
const TwoFactorModal = lazy(() => import('./two-factor-modal'));

/** Spec §2/§5 sign-in: e-mail or phone (with dial code), password; 'two-factor' opens the code dialog. */
export function LoginForm() {
  const { t } = useTranslation();
  const ids = useId();
  const [searchParams] = useSearchParams();
  const paymentModel = searchParams.get(PAYMENT_MODEL_PARAM);
  const [twoFactor, setTwoFactor] = useState<{ username: string; password: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: loginResolver, defaultValues: loginDefaults });
  const mode = watch('mode');

  const onSubmit = handleSubmit(async (values) => {
    const username = loginUsername(values);
    const result = await login(username, values.password);
    if (result === 'two-factor') setTwoFactor({ username, password: values.password });
  });

  function switchMode() {
    setValue('mode', mode === 'email' ? 'phone' : 'email');
    clearErrors(['email', 'phone']);
  }

  return (
    <>
      <Form noValidate onSubmit={onSubmit}>
        {mode === 'email' ? (
          <FormField
            id={`${ids}-email`}
            className="mb-3"
            label={t('auth.login.emailLabel')}
            error={errors.email}
            {...register('email')}
            // A text input: `username` is a text-field token (HTML autofill table, WCAG 1.3.5), and
            // password managers fill the sign-in name through it; the keyboard is still the e-mail one.
            type="text"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            aria-required="true"
          />
        ) : (
          <PhoneController control={control} name="phone" id={`${ids}-phone`} className="mb-3" />
        )}

        <p className="mb-3">
          <Button variant="link" className="p-0 align-baseline" onClick={switchMode}>
            {mode === 'email' ? t('auth.login.usePhone') : t('auth.login.useEmail')}
          </Button>
        </p>

        <FormField
          id={`${ids}-password`}
          className="mb-2"
          label={t('auth.login.passwordLabel')}
          error={errors.password}
          {...register('password')}
          type="password"
          autoComplete="current-password"
          aria-required="true"
        />

        <p className="mb-4 text-end">
          <Link to="/auth/forgot-password">{t('auth.login.forgotPassword')}</Link>
        </p>

        <SubmitButton busy={isSubmitting}>{t('auth.login.submit')}</SubmitButton>
      </Form>

      <p className="mt-4 mb-0 text-center">
        {t('auth.login.noAccount')}{' '}
        <Link to={withPaymentModel('/auth/signup', paymentModel)}>{t('auth.login.signupLink')}</Link>
      </p>

      {twoFactor && (
        <Suspense fallback={null}>
          <TwoFactorModal {...twoFactor} onClose={() => setTwoFactor(null)} />
        </Suspense>
      )}
    </>
  );
}
