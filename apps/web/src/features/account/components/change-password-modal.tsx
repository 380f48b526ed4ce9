import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { FormField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { showToast } from '@/lib/toast-store';
import type { User } from '@academy/contract';
import { useChangePassword } from '../api/change-password';
import { FormModal } from './form-modal';
import { useModalForm } from './use-modal-form';
import { type ChangePasswordValues, changePasswordSchema } from '../schemas';

function isWrongExistingPassword(error: unknown): boolean {
  return isApiError(error) && error.is('user.existingPasswordWrong');
}

interface ChangePasswordModalProps {
  user: User;
  show: boolean;
  onClose: () => void;
}

/** Spec §2 "Change password": existing and new password; 'Password successfully updated'. */
export function ChangePasswordModal({ user, show, onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const { form, busy, close, finish } = useModalForm<ChangePasswordValues>({
    schema: changePasswordSchema,
    defaultValues: { existingPassword: '', newPassword: '' },
    mutation,
    onClose,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const submit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ id: user.id, ...values });
    } catch (error) {
      if (isWrongExistingPassword(error)) {
        setError('existingPassword', { message: 'account.validation.existingPasswordWrong' });
        return;
      }
      const message = applyServerErrors(error, setError, {
        existingPassword: 'existingPassword',
        newPassword: 'newPassword',
      });
      if (message) setError('root', { type: 'server', message });
      return;
    }
    showToast({ type: 'success', message: t('account.toast.passwordUpdated') });
    finish();
  });

  return (
    <FormModal
      show={show}
      title={t('account.password.title')}
      onClose={close}
      onSubmit={submit}
      busy={busy}
      submitLabel={t('account.password.submit')}
      error={errors.root}
    >
      <FormField
        id="existing-password"
        className="mb-3"
        label={t('account.password.existing')}
        error={errors.existingPassword}
        type="password"
        autoComplete="current-password"
        {...register('existingPassword')}
      />
      <FormField
        id="new-password"
        label={t('account.password.new')}
        error={errors.newPassword}
        hint={t('account.password.hint')}
        type="password"
        autoComplete="new-password"
        {...register('newPassword')}
      />
    </FormModal>
  );
}
