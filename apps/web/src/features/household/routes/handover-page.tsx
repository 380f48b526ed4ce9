import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { PageIntro } from '@/components/ui/page-intro';
import { apiPost, isApiError } from '@/lib/api-client';

/** /household/handover?token=…: a player of 16 or more takes over their account with a password. */
export default function HandoverPage() {
  const { t } = useTranslation();
  const ids = useId();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { register, handleSubmit, formState } = useForm({ defaultValues: { password: '', confirm: '' } });
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');

  async function save({ password, confirm }: { password: string; confirm: string }) {
    if (password !== confirm) {
      setError(t('household.handover.mismatch'));
      return;
    }
    setError(null);
    try {
      await apiPost('/v1/household/handover', { token, password });
      setState('done');
    } catch (failure) {
      if (isApiError(failure) && failure.fieldErrors.some((f) => f.field === 'token')) setState('invalid');
      else if (isApiError(failure) && failure.fieldErrors[0]) setError(failure.fieldErrors[0].message);
    }
  }

  return (
    <div className="container py-4" style={{ maxWidth: '32rem' }}>
      <PageIntro title={t('household.handover.title')} purpose={t('household.handover.purpose')} />
      {state === 'invalid' && <Alert variant="warning">{t('household.handover.invalid')}</Alert>}
      {state === 'done' && (
        <Alert variant="success">
          <p>{t('household.handover.done')}</p>
          <Link to="/auth/login">{t('household.handover.signIn')}</Link>
        </Alert>
      )}
      {state === 'form' && (
        <Form noValidate onSubmit={handleSubmit(save)}>
          <FormField
            id={`${ids}-password`}
            label={t('household.handover.password')}
            type="password"
            autoComplete="new-password"
            className="mb-3"
            error={error ? { message: error } : undefined}
            {...register('password')}
          />
          <FormField
            id={`${ids}-confirm`}
            label={t('household.handover.confirm')}
            type="password"
            autoComplete="new-password"
            className="mb-3"
            {...register('confirm')}
          />
          <BusyButton type="submit" variant="primary" className="w-100" busy={formState.isSubmitting}>
            {t('household.handover.submit')}
          </BusyButton>
        </Form>
      )}
    </div>
  );
}
