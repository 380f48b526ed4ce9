import type { InviteAdminRequest, Language } from '@academy/contract';
import { LANGUAGES } from '@academy/contract/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { showToast } from '@/lib/toast-store';
import { useCreateAdmin } from '../api/users';
import { PasswordConfirm } from './password-confirm';

type Values = { email: string; firstName: string; lastName: string; language: Language };

/**
 * `POST /v1/user/admin` (super admins only): after a confirmation with the super admin's own
 * password, the new admin is mailed a link to choose their password (nobody types it for them) and
 * turns two-factor on at first sign-in.
 */
export function CreateAdminForm() {
  const { t, i18n } = useTranslation();
  const create = useCreateAdmin();
  const [pending, setPending] = useState<Values | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { email: '', firstName: '', lastName: '', language: i18n.language as Language },
  });

  async function send(values: Values, password: string) {
    try {
      await create.mutateAsync({ ...values, password } satisfies InviteAdminRequest);
    } catch (error) {
      // A wrong password stays in the confirmation; anything else belongs to the form.
      if (isApiError(error) && error.fieldErrors.some((f) => f.field === 'password')) throw error;
      setPending(null);
      const text = applyServerErrors(error, setError, {
        email: 'email',
        firstName: 'firstName',
        lastName: 'lastName',
        language: 'language',
      });
      if (text) setError('root', { type: 'server', message: text });
      return;
    }
    setPending(null);
    reset();
    showToast({ type: 'success', message: t('staff.invited', { email: values.email }) });
  }

  const required = { value: true, message: 'admin.form.required' };
  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit((values) => setPending(values))}
        className="row g-2"
        aria-busy={create.isPending}
      >
        {errors.root && (
          <div className="col-12">
            <div className="alert alert-danger" role="alert">
              {errors.root.message}
            </div>
          </div>
        )}
        <p className="col-12 mb-1">{t('staff.inviteHelp')}</p>
        <FormField
          className="col-md-6"
          id="admin-email"
          type="email"
          autoComplete="off"
          label={t('admin.users.email')}
          error={errors.email}
          {...register('email', { required })}
        />
        <div className="col-md-6">
          <label htmlFor="admin-language" className="form-label">
            {t('staff.language')}
          </label>
          <select id="admin-language" className="form-select" {...register('language')}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        <FormField
          className="col-md-6"
          id="admin-first-name"
          label={t('admin.admins.firstName')}
          error={errors.firstName}
          {...register('firstName', { required })}
        />
        <FormField
          className="col-md-6"
          id="admin-last-name"
          label={t('admin.admins.lastName')}
          error={errors.lastName}
          {...register('lastName')}
        />
        <div className="col-12">
          <BusyButton type="submit" variant="primary" busy={create.isPending} disabled={!!pending}>
            {t('admin.admins.create')}
          </BusyButton>
        </div>
      </form>
      {pending && (
        <div className="mt-3">
          <PasswordConfirm
            question={t('staff.confirmInvite', { email: pending.email })}
            confirmLabel={t('staff.invite')}
            busy={create.isPending}
            onCancel={() => setPending(null)}
            onConfirm={(password) => send(pending, password)}
          />
        </div>
      )}
    </>
  );
}
