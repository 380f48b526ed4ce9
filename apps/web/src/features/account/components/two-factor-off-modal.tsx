import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { showToast } from '@/lib/toast-store';
import type { User } from '@academy/contract';
import { useDisableTwoFactor } from '../api/two-factor';
import { type TwoFactorOffValues, twoFactorOffSchema } from '../schemas';
import { FormModal } from './form-modal';
import { useModalForm } from './use-modal-form';

interface TwoFactorOffModalProps {
  user: User;
  show: boolean;
  onClose: () => void;
}

/** Turning two-factor off asks for the current password first (re-authentication). */
export function TwoFactorOffModal({ user, show, onClose }: TwoFactorOffModalProps) {
  const { t } = useTranslation();
  const mutation = useDisableTwoFactor();
  const { form, busy, close, finish } = useModalForm<TwoFactorOffValues>({
    schema: twoFactorOffSchema,
    defaultValues: { password: '' },
    mutation,
    onClose,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const submit = handleSubmit(async ({ password }) => {
    try {
      await mutation.mutateAsync({ userId: user.id, password });
    } catch (error) {
      const message = applyServerErrors(error, setError, { password: 'password' });
      if (message) setError('root', { type: 'server', message });
      return;
    }
    showToast({ type: 'success', message: t('account.toast.twoFactorChanged') });
    finish();
  });

  return (
    <FormModal
      show={show}
      title={t('account.twoFactor.offTitle')}
      onClose={close}
      onSubmit={submit}
      busy={busy}
      submitLabel={t('account.twoFactor.offSubmit')}
      error={errors.root}
    >
      <p>{t('account.twoFactor.offIntro')}</p>
      <FormField
        id="two-factor-off-password"
        label={t('account.reauth.password')}
        error={errors.password}
        type="password"
        autoComplete="current-password"
        {...register('password')}
      />
    </FormModal>
  );
}
