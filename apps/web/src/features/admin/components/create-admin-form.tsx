import type { CreateAdminRequest } from '@academy/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { showToast } from '@/lib/toast-store';
import { useCreateAdmin } from '../api/users';

type Values = Required<CreateAdminRequest>;

/** `POST /v1/user/admin` (super admins only): an ACTIVE admin who signs in with this password. */
export function CreateAdminForm() {
  const { t } = useTranslation();
  const create = useCreateAdmin();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { email: '', firstName: '', lastName: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
    } catch (error) {
      const text = applyServerErrors(error, setError, {
        email: 'email',
        firstName: 'firstName',
        lastName: 'lastName',
        password: 'password',
      });
      if (text) setError('root', { type: 'server', message: text });
      return;
    }
    reset();
    showToast({ type: 'success', message: t('admin.admins.created') });
  });

  const required = { value: true, message: 'admin.form.required' };
  return (
    <form noValidate onSubmit={submit} className="row g-2" aria-busy={create.isPending}>
      {errors.root && (
        <div className="col-12">
          <div className="alert alert-danger" role="alert">
            {errors.root.message}
          </div>
        </div>
      )}
      <FormField
        className="col-md-6"
        id="admin-email"
        type="email"
        autoComplete="off"
        label={t('admin.users.email')}
        error={errors.email}
        {...register('email', { required })}
      />
      <FormField
        className="col-md-6"
        id="admin-password"
        type="password"
        autoComplete="new-password"
        label={t('admin.admins.password')}
        hint={t('admin.admins.passwordHint')}
        error={errors.password}
        {...register('password', { required, minLength: { value: 6, message: 'admin.admins.passwordHint' } })}
      />
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
        <BusyButton type="submit" variant="primary" busy={create.isPending}>
          {t('admin.admins.create')}
        </BusyButton>
      </div>
    </form>
  );
}
