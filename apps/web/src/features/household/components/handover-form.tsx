import type { HouseholdChild } from '@academy/contract';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useHandover } from '../api/household';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The payer hands a child of 16 or more their own account: the child gets a mail with
 * a link to set a password and signs in by e-mail from then on; guardians keep reading until 18.
 */
export function HandoverForm({ child }: { child: HouseholdChild }) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const handover = useHandover();
  const { register, getValues } = useForm({ defaultValues: { email: '' } });
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <Form
      noValidate
      className="border rounded p-2 mt-2"
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (handover.isPending) return;
        const email = getValues('email').trim();
        if (!EMAIL.test(email)) {
          setError(t('household.invite.emailInvalid'));
          return;
        }
        setError(null);
        handover.mutate(
          { playerId: child.playerId, email, language: i18n.language },
          {
            onSuccess: (sent) => {
              setSentTo(sent.email);
              showToast({ type: 'success', message: t('polish.handover.sent', { email: sent.email }) });
            },
            onError: (failure) => {
              if (!isApiError(failure)) return;
              const field = failure.fieldErrors[0];
              setError(field ? field.message : failure.message);
            },
          },
        );
      }}
    >
      <h3 id={`${ids}-title`} className="h6">
        {t('polish.handover.title', { name: child.firstName })}
      </h3>
      <p className="small text-body-secondary">{t('polish.handover.intro', { name: child.firstName })}</p>
      {sentTo && (
        <p className="small" role="status">
          {t('polish.handover.sent', { email: sentTo })}
        </p>
      )}
      <FormField
        id={`${ids}-email`}
        label={t('polish.handover.email', { name: child.firstName })}
        type="email"
        autoComplete="off"
        className="mb-2"
        {...register('email')}
        error={error ? { message: error } : undefined}
      />
      <BusyButton type="submit" variant="outline-primary" size="sm" busy={handover.isPending}>
        {t('polish.handover.submit')}
      </BusyButton>
    </Form>
  );
}
