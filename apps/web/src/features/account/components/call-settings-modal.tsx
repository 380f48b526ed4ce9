import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { PhoneController } from '@/components/ui/phone-input';
import { applyServerErrors } from '@/lib/form-errors';
import { formatPhone, splitPhone } from '@/lib/phone-number';
import { showToast } from '@/lib/toast-store';
import type { User } from '@academy/contract';
import { useUpdatePhone } from '../api/update-phone';
import { FormModal } from './form-modal';
import { type CallSettingsValues, callSettingsSchema } from '../schemas';

interface CallSettingsModalProps {
  user: User;
  show: boolean;
  onClose: () => void;
}

/** Spec §2 "Call settings": the phone number; an unchanged form just closes (spec §5). */
export function CallSettingsModal({ user, show, onClose }: CallSettingsModalProps) {
  const { t } = useTranslation();
  const mutation = useUpdatePhone();
  const initial = formatPhone(user.phoneNumber);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CallSettingsValues>({
    resolver: zodResolver(callSettingsSchema),
    values: { phone: initial, password: '' },
  });
  const busy = isSubmitting || mutation.isPending;

  function finish() {
    reset({ phone: initial, password: '' });
    mutation.reset();
    onClose();
  }

  function close() {
    if (!busy) finish();
  }

  const submit = handleSubmit(async ({ phone, password }) => {
    if (phone === initial) {
      finish();
      return;
    }
    const phoneNumber = await splitPhone(phone);
    if (!phoneNumber) {
      setError('phone', { message: 'account.validation.phoneInvalid' });
      return;
    }
    if (!password) {
      setError('password', { message: 'account.validation.currentPasswordRequired' });
      return;
    }
    try {
      await mutation.mutateAsync({ user, phoneNumber, password });
    } catch (error) {
      const message = applyServerErrors(error, setError, {
        phoneNumber: 'phone',
        'phoneNumber.number': 'phone',
        'phoneNumber.countryCode': 'phone',
        password: 'password',
      });
      if (message) setError('root', { type: 'server', message });
      return;
    }
    showToast({ type: 'success', message: t('account.toast.callSettingsUpdated') });
    // The form follows the updated user through `values`.
    mutation.reset();
    onClose();
  });

  return (
    <FormModal
      show={show}
      title={t('account.phone.title')}
      onClose={close}
      onSubmit={submit}
      busy={busy}
      submitLabel={t('account.phone.submit')}
      error={errors.root}
    >
      <PhoneController
        control={control}
        name="phone"
        id="call-settings-phone"
        className="mb-3"
        disabled={busy}
      />
      <FormField
        id="call-settings-password"
        label={t('account.reauth.password')}
        error={errors.password}
        hint={t('account.reauth.hint')}
        type="password"
        autoComplete="current-password"
        {...register('password')}
      />
    </FormModal>
  );
}
