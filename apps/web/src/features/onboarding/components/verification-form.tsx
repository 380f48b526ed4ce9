import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { loadUser, onboardingRoute } from '@/lib/load-user';
import { isApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import type { User } from '@academy/contract';
import { resendVerificationCode, verifyAccount } from '../api/verification';
import { EmailCorrection } from './email-correction';

export const VERIFICATION_CODE_MIN_LENGTH = 6;

/** Spec §5: 'Verification code is required', 'Verification code must be atleast 6 characters long.' */
export const verificationSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'validation.verificationCodeRequired')
    .min(VERIFICATION_CODE_MIN_LENGTH, 'validation.verificationCodeMinLength'),
});
type VerificationValues = z.infer<typeof verificationSchema>;

/**
 * Spec §2/§4 verification: the code is checked, then the user reloads and the onboarding routing
 * goes on (role selection next), keeping payment_model. The submit button stays disabled while the
 * code is invalid or the call runs.
 */
export function VerificationForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<VerificationValues>({
    resolver: zodResolver(verificationSchema),
    defaultValues: { code: '' },
    mode: 'onChange',
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await verifyAccount(user.id, code);
    } catch (error) {
      // A wrong, expired or used-up code is said beside the field too, not only in a toast.
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) {
        setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
      }
      return;
    }
    showToast({ type: 'success', message: t('messages.accountVerified') });
    const next = await loadUser({ route: true });
    if (next && !onboardingRoute(next)) navigate('/');
  });

  const resend = useMutation({
    mutationFn: () => resendVerificationCode(user.verificationId ?? ''),
    onSuccess: () => showToast({ type: 'success', message: t('messages.verificationCodeResent') }),
  });

  const codeError = errors.code?.message;
  const errorId = `${ids}-code-error`;
  const helpId = `${ids}-code-help`;
  return (
    <>
      <Form noValidate onSubmit={onSubmit}>
        <Form.Group className="mb-3" controlId={`${ids}-code`}>
          <Form.Label>{t('auth.verification.codeLabel')}</Form.Label>
          <Form.Control
            {...register('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_MIN_LENGTH}
            isInvalid={Boolean(codeError)}
            aria-invalid={Boolean(codeError)}
            aria-required="true"
            aria-describedby={codeError ? `${helpId} ${errorId}` : helpId}
          />
          <Form.Text id={helpId}>{t('auth.verification.sentTo', { email: user.email })}</Form.Text>
          <Form.Control.Feedback type="invalid" id={errorId}>
            {codeError && (errors.code?.type === 'server' ? codeError : t(codeError))}
          </Form.Control.Feedback>
        </Form.Group>
        <Button
          type="submit"
          variant="primary"
          className="w-100"
          disabled={!isValid || isSubmitting}
          aria-busy={isSubmitting}
        >
          {isSubmitting && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          {t('auth.verification.submit')}
        </Button>
      </Form>
      <EmailCorrection user={user} />
      {user.verificationId && (
        <p className="mt-3 mb-0 text-center">
          {t('auth.verification.noCode')}{' '}
          <Button
            variant="link"
            className="p-0 align-baseline"
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
          >
            {t('auth.verification.resend')}
          </Button>
        </p>
      )}
    </>
  );
}
