import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageIntro } from '@/components/ui/page-intro';
import { isApiError } from '@/lib/api-client';
import { PAYMENT_MODEL_PARAM, withPaymentModel } from '@/lib/session-navigation';
import { completeSignup } from '@/lib/sign-in';
import { readSessionStorage, removeSessionStorage, writeSessionStorage } from '@/lib/storage';
import { showToast } from '@/lib/toast-store';
import { clearUser, failUserLoading, startUserLoading } from '@/lib/user-store';
import { createAccount, fieldErrorsOf, toSignupRequest } from '../api/create-account';
import { splitFullName } from '../components/full-name';
import { type ServerFieldError, SignupInfoForm } from '../components/signup-info-form';
import { type SignupValues, signupDefaults } from '../components/signup-schema';
import { TermsStep } from '../components/terms-step';
import '../components/auth.css';

const STEP_PARAM = 'step';
const DRAFT_KEY = 'signup_draft';

/** What was typed on step 1, without the passwords: kept for the tab, so Back and Forward keep it. */
function readDraft(): SignupValues {
  try {
    const draft = JSON.parse(readSessionStorage(DRAFT_KEY) ?? '{}') as Partial<SignupValues>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      ...signupDefaults,
      fullName: text(draft.fullName),
      email: text(draft.email),
      phone: text(draft.phone),
    };
  } catch {
    return signupDefaults;
  }
}

function saveDraft({ fullName, email, phone }: SignupValues) {
  writeSessionStorage(DRAFT_KEY, JSON.stringify({ fullName, email, phone }));
}

/**
 * /auth/signup (spec §2, §4): details, then terms, then account, sign-in and role selection. The
 * terms step is its own history entry (`?step=terms`), so the browser's Back returns to the filled
 * details, phone country included, instead of leaving the sign-up.
 */
export default function SignupPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const paymentModel = searchParams.get(PAYMENT_MODEL_PARAM);
  const [values, setValues] = useState<SignupValues>(readDraft);
  // The terms need a complete step 1 (passwords are never stored): without it, step 1 again.
  const step: 'info' | 'terms' =
    searchParams.get(STEP_PARAM) === 'terms' && values.password !== '' ? 'terms' : 'info';
  const setStep = (next: 'info' | 'terms') =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 'terms') params.set(STEP_PARAM, 'terms');
      else params.delete(STEP_PARAM);
      return params;
    });
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([]);

  const signup = useMutation({
    mutationFn: async (info: SignupValues) => {
      // Spec §4: creating the account empties the user and marks it loading.
      clearUser();
      startUserLoading();
      try {
        await createAccount(await toSignupRequest(info));
        removeSessionStorage(DRAFT_KEY);
      } catch (error) {
        failUserLoading(error);
        throw error;
      }
      const { firstName, lastName } = splitFullName(info.fullName);
      await completeSignup({ firstName, lastName, username: info.email.trim(), password: info.password });
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields.length > 0) {
        setServerErrors(fields);
        setStep('info');
        return;
      }
      showToast({ type: 'error', message: isApiError(error) ? error.message : t('messages.genericError') });
    },
  });

  return (
    <div className="container py-4 auth-page">
      <PageIntro title={t('pages.signup.title')} purpose={t('pages.signup.purpose')} />
      <p className="text-body-secondary" aria-live="polite">
        {step === 'info' ? t('auth.signup.stepInfo') : t('auth.signup.stepTerms')}
      </p>
      {step === 'info' ? (
        <SignupInfoForm
          defaultValues={values}
          serverErrors={serverErrors}
          onContinue={(info) => {
            setValues(info);
            saveDraft(info);
            setServerErrors([]);
            setStep('terms');
          }}
        />
      ) : (
        <TermsStep
          busy={signup.isPending}
          onBack={() => setStep('info')}
          onAccept={() => signup.mutate(values)}
        />
      )}
      <p className="mt-4 mb-0 text-center">
        {t('auth.signup.haveAccount')}{' '}
        <Link to={withPaymentModel('/auth/login', paymentModel)}>{t('auth.signup.loginLink')}</Link>
      </p>
    </div>
  );
}
