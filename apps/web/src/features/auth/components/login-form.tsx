import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { login, PAYMENT_MODEL_PARAM, withPaymentModel } from '@/lib/session';
import {
  DEFAULT_COUNTRY,
  DEFAULT_DIAL_CODE,
  type LoginValues,
  loginDefaults,
  loginSchema,
  loginUsername,
} from './login-schema';
import { SubmitButton } from './submit-button';

// Loaded on demand: the country list only when phone mode is chosen, the dialog only for 2FA accounts.
const DialCodeSelect = lazy(() => import('./dial-code-select'));
const TwoFactorModal = lazy(() => import('./two-factor-modal'));

/** Shown while the country list loads: the default, so the layout does not jump. */
function DialCodeFallback({ id }: { id: string }) {
  return (
    <Form.Select id={id} disabled value={DEFAULT_COUNTRY} onChange={() => {}}>
      <option value={DEFAULT_COUNTRY}>{DEFAULT_DIAL_CODE}</option>
    </Form.Select>
  );
}

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
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: loginDefaults });
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

  const fieldError = (name: keyof LoginValues) => {
    const message = errors[name]?.message;
    return message ? t(message) : undefined;
  };
  const errorId = (name: string) => `${ids}-${name}-error`;
  const emailError = fieldError('email');
  const phoneError = fieldError('phone');
  const passwordError = fieldError('password');

  return (
    <>
      <Form noValidate onSubmit={onSubmit}>
        {mode === 'email' ? (
          <Form.Group className="mb-3" controlId={`${ids}-email`}>
            <Form.Label>{t('auth.login.emailLabel')}</Form.Label>
            <Form.Control
              {...register('email')}
              type="email"
              autoComplete="username"
              inputMode="email"
              isInvalid={Boolean(emailError)}
              aria-invalid={Boolean(emailError)}
              aria-required="true"
              aria-describedby={emailError ? errorId('email') : undefined}
            />
            <Form.Control.Feedback type="invalid" id={errorId('email')}>
              {emailError}
            </Form.Control.Feedback>
          </Form.Group>
        ) : (
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-2">{t('auth.login.phoneLabel')}</legend>
            <div className="d-flex flex-column flex-sm-row gap-2">
              <div className="login-dial-code">
                <Form.Label htmlFor={`${ids}-country`} className="visually-hidden">
                  {t('auth.login.countryCodeLabel')}
                </Form.Label>
                <Suspense fallback={<DialCodeFallback id={`${ids}-country`} />}>
                  <Controller
                    control={control}
                    name="country"
                    render={({ field }) => (
                      <DialCodeSelect
                        id={`${ids}-country`}
                        value={field.value}
                        onChange={(country, dialCode) => {
                          field.onChange(country);
                          setValue('dialCode', dialCode);
                        }}
                      />
                    )}
                  />
                </Suspense>
              </div>
              <div className="flex-grow-1">
                <Form.Label htmlFor={`${ids}-phone`} className="visually-hidden">
                  {t('auth.login.phoneNumberLabel')}
                </Form.Label>
                <Form.Control
                  id={`${ids}-phone`}
                  {...register('phone')}
                  type="tel"
                  autoComplete="tel-national"
                  inputMode="tel"
                  isInvalid={Boolean(phoneError)}
                  aria-invalid={Boolean(phoneError)}
                  aria-required="true"
                  aria-describedby={phoneError ? errorId('phone') : undefined}
                />
                <Form.Control.Feedback type="invalid" id={errorId('phone')}>
                  {phoneError}
                </Form.Control.Feedback>
              </div>
            </div>
          </fieldset>
        )}

        <p className="mb-3">
          <Button variant="link" className="p-0 align-baseline" onClick={switchMode}>
            {mode === 'email' ? t('auth.login.usePhone') : t('auth.login.useEmail')}
          </Button>
        </p>

        <Form.Group className="mb-4" controlId={`${ids}-password`}>
          <Form.Label>{t('auth.login.passwordLabel')}</Form.Label>
          <Form.Control
            {...register('password')}
            type="password"
            autoComplete="current-password"
            isInvalid={Boolean(passwordError)}
            aria-invalid={Boolean(passwordError)}
            aria-required="true"
            aria-describedby={passwordError ? errorId('password') : undefined}
          />
          <Form.Control.Feedback type="invalid" id={errorId('password')}>
            {passwordError}
          </Form.Control.Feedback>
        </Form.Group>

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
