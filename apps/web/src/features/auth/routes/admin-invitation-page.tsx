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

/**
 * /admin-invitation?token=…: a new admin chooses their own password with the mailed link (once, for
 * 7 days). Signing in afterwards, the console asks them to turn on two-factor authentication.
 */
export default function AdminInvitationPage() {
  const { t } = useTranslation();
  const ids = useId();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { register, handleSubmit, formState } = useForm({ defaultValues: { password: '', confirm: '' } });
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'form' | 'invalid' | { email: string }>(token ? 'form' : 'invalid');

  async function save({ password, confirm }: { password: string; confirm: string }) {
    if (!password) {
      setError(t('admin.form.required'));
      return;
    }
    if (password !== confirm) {
      setError(t('staff.setPassword.mismatch'));
      return;
    }
    setError(null);
    try {
      setState(
        await apiPost<{ email: string }>('/v1/user/admin/password', { token, password }, { silent: true }),
      );
    } catch (failure) {
      if (isApiError(failure) && failure.fieldErrors.some((f) => f.field === 'token')) setState('invalid');
      else if (isApiError(failure)) setError(failure.fieldErrors[0]?.message ?? failure.message);
      else setError(String(failure));
    }
  }

  return (
    <div className="container py-4" style={{ maxWidth: '32rem' }}>
      <PageIntro title={t('staff.setPassword.title')} purpose={t('staff.setPassword.purpose')} />
      {state === 'invalid' && <Alert variant="warning">{t('staff.setPassword.invalid')}</Alert>}
      {typeof state === 'object' && (
        <Alert variant="success">
          <p>{t('staff.setPassword.done', { email: state.email })}</p>
          <Link to="/auth/login">{t('staff.setPassword.signIn')}</Link>
        </Alert>
      )}
      {state === 'form' && (
        <Form noValidate onSubmit={handleSubmit(save)}>
          <FormField
            id={`${ids}-password`}
            label={t('staff.setPassword.password')}
            hint={t('staff.setPassword.hint')}
            type="password"
            autoComplete="new-password"
            className="mb-3"
            error={error ? { type: 'server', message: error } : undefined}
            {...register('password')}
          />
          <FormField
            id={`${ids}-confirm`}
            label={t('staff.setPassword.confirm')}
            type="password"
            autoComplete="new-password"
            className="mb-3"
            {...register('confirm')}
          />
          <BusyButton type="submit" variant="primary" className="w-100" busy={formState.isSubmitting}>
            {t('staff.setPassword.submit')}
          </BusyButton>
        </Form>
      )}
    </div>
  );
}
