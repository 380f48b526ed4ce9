import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PHONE_CODE_RESEND_SECONDS, type User } from '@academy/contract';
import { FormField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { isApiError } from '@/lib/api-error';
import { useConfirmPhoneCode, useSendPhoneCode } from '../api/phone-verification';
import { type TwoFactorConfirmValues, twoFactorConfirmSchema } from '../schemas';

/** Seconds left of the resend cooldown, counting down once a second. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/**
 * Under the phone number: verified or not, and "Verify" → a texted six-digit code typed here, with a
 * resend after a cooldown. A number is a sign-in name only once verified.
 */
export function PhoneVerificationRow({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhoneCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [cooldown, setCooldown] = useCountdown();
  const form = useForm<TwoFactorConfirmValues>({
    resolver: zodResolver(twoFactorConfirmSchema),
    defaultValues: { code: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;

  if (!user.phoneNumber) return null;
  if (user.phoneVerified) {
    return (
      <Badge bg="success" className="mt-1">
        {t('phoneVerification.verified')}
      </Badge>
    );
  }

  async function sendCode() {
    setSendError(null);
    try {
      const sent = await send.mutateAsync({ user, language: i18n.language });
      setSentTo(sent.sentTo);
      setCooldown(sent.resendAfterSeconds);
      reset({ code: '' });
    } catch (error) {
      // Asked too soon (another tab, a double tap): wait the cooldown before the next try.
      if (isApiError(error) && error.status === 429) setCooldown(PHONE_CODE_RESEND_SECONDS);
      setSendError(isApiError(error) ? error.message : t('phoneVerification.sendFailed'));
    }
  }

  const submit = handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync({ user, code });
      setSentTo(null);
    } catch (error) {
      const message = applyServerErrors(error, setError, { code: 'code' });
      if (message) setError('root', { type: 'server', message });
    }
  });

  return (
    <div className="mt-2">
      <p className="small text-body-secondary mb-2">
        <Badge bg="warning" text="dark" className="me-2">
          {t('phoneVerification.notVerified')}
        </Badge>
        {t('phoneVerification.why')}
      </p>
      {sendError && (
        <Alert variant="danger" className="py-2 small">
          {sendError}
        </Alert>
      )}
      {sentTo === null ? (
        <Button variant="outline-primary" size="sm" onClick={sendCode} disabled={send.isPending}>
          {t('phoneVerification.verify')}
        </Button>
      ) : (
        <Form noValidate onSubmit={submit}>
          <p className="small mb-2" role="status">
            {t('phoneVerification.sent', { number: sentTo })}
          </p>
          <FormField
            id="phone-verification-code"
            label={t('phoneVerification.codeLabel')}
            error={errors.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...register('code')}
          />
          {errors.root?.message && (
            <Alert variant="danger" className="py-2 small">
              {errors.root.message}
            </Alert>
          )}
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" variant="primary" size="sm" disabled={confirm.isPending}>
              {t('phoneVerification.confirm')}
            </Button>
            <Button
              variant="outline-secondary"
              size="sm"
              onClick={sendCode}
              disabled={send.isPending || cooldown > 0}
            >
              {cooldown > 0
                ? t('phoneVerification.resendIn', { seconds: cooldown })
                : t('phoneVerification.resend')}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
