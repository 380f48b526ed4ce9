import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { showToast } from '@/lib/toast-store';
import { useDisableTwoFactor, useStartTwoFactor } from '@/lib/two-factor';
import type { User } from '@academy/contract';
import { type TwoFactorOffValues, twoFactorOffSchema } from '../schemas';
import { FormModal } from './form-modal';
import { useModalForm } from './use-modal-form';

interface TwoFactorPasswordModalProps {
  user: User;
  /** Turning it on (then the key follows) or off. */
  turnOn: boolean;
  show: boolean;
  onClose: () => void;
  /** On: the authenticator key to confirm with a code (step 2). */
  onStarted?: (secret: { key: string; otpauthUrl: string | null }) => void;
}

/** Turning two-factor on or off asks for the current password first (re-authentication). */
export function TwoFactorPasswordModal({
  user,
  turnOn,
  show,
  onClose,
  onStarted,
}: TwoFactorPasswordModalProps) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const start = useStartTwoFactor();
  const mutation = turnOn ? start : disable;
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
      if (turnOn) {
        const secret = await start.mutateAsync({ userId: user.id, password });
        finish();
        onStarted?.(secret);
        return;
      }
      await disable.mutateAsync({ userId: user.id, password });
    } catch (error) {
      const message = applyServerErrors(error, setError, { password: 'password' });
      if (message) setError('root', { type: 'server', message });
      return;
    }
    showToast({ type: 'success', message: t('account.toast.twoFactorChanged') });
    finish();
  });

  const id = turnOn ? 'two-factor-on-password' : 'two-factor-off-password';
  return (
    <FormModal
      show={show}
      title={t(turnOn ? 'account.twoFactor.onTitle' : 'account.twoFactor.offTitle')}
      onClose={close}
      onSubmit={submit}
      busy={busy}
      submitLabel={t(turnOn ? 'account.twoFactor.onSubmit' : 'account.twoFactor.offSubmit')}
      error={errors.root}
    >
      <p>{t(turnOn ? 'account.twoFactor.onIntro' : 'account.twoFactor.offIntro')}</p>
      <FormField
        id={id}
        label={t('account.reauth.password')}
        error={errors.password}
        type="password"
        autoComplete="current-password"
        {...register('password')}
      />
    </FormModal>
  );
}
