import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useInvite } from '../api/household';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The payer invites the other parent (or another guardian) by mail. */
export function InviteForm() {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const invite = useInvite();
  const { register, getValues, setValue } = useForm({ defaultValues: { email: '' } });
  const [error, setError] = useState<string | null>(null);

  return (
    <Form
      noValidate
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (invite.isPending) return;
        const email = getValues('email');
        if (!EMAIL.test(email.trim())) {
          setError(t('household.invite.emailInvalid'));
          return;
        }
        setError(null);
        invite.mutate(
          { email: email.trim(), language: i18n.language },
          {
            onSuccess: (sent) => {
              setValue('email', '');
              showToast({ type: 'success', message: t('household.invite.sent', { email: sent.email }) });
            },
            onError: (failure) => {
              if (isApiError(failure) && failure.fieldErrors[0]) setError(failure.fieldErrors[0].message);
            },
          },
        );
      }}
    >
      <h2 id={`${ids}-title`} className="h5">
        {t('household.invite.title')}
      </h2>
      <p className="small text-body-secondary">{t('household.invite.intro')}</p>
      <FormField
        id={`${ids}-email`}
        label={t('household.invite.email')}
        type="email"
        autoComplete="off"
        className="mb-2"
        {...register('email')}
        error={error ? { message: error } : undefined}
      />
      <BusyButton type="submit" variant="outline-primary" busy={invite.isPending}>
        {t('household.invite.submit')}
      </BusyButton>
    </Form>
  );
}
