import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { PAYMENT_MODEL_PARAM, withPaymentModel } from '@/lib/session-navigation';
import { login } from '@/lib/sign-in';
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
              <FormField
                id={`${ids}-phone`}
                className="flex-grow-1"
                label={t('auth.login.phoneNumberLabel')}
                labelClassName="visually-hidden"
                error={errors.phone}
                {...register('phone')}
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                aria-required="true"
              />
            </div>
          </fieldset>
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
