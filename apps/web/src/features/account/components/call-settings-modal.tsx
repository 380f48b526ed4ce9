import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { showToast } from '@/lib/toast-store';
import type { User } from '@/lib/user-store';
import { useUpdatePhone } from '../api/update-phone';
import { formatPhone, parsePhone } from '../phone';
import { type CallSettingsValues, callSettingsSchema } from '../schemas';

interface CallSettingsModalProps {
  user: User;
  show: boolean;
  onClose: () => void;
}

/** Spec §2 "Call settings": the phone number; an unchanged form just closes (spec §5). */
export function CallSettingsModal({ user, show, onClose }: CallSettingsModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const mutation = useUpdatePhone();
  const initial = formatPhone(user.phoneNumber);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CallSettingsValues>({
    resolver: zodResolver(callSettingsSchema),
    values: { phone: initial },
  });
  const busy = isSubmitting || mutation.isPending;

  function finish() {
    reset({ phone: initial });
    mutation.reset();
    onClose();
  }

  function close() {
    if (!busy) finish();
  }

  const submit = handleSubmit(async ({ phone }) => {
    if (phone === initial) {
      finish();
      return;
    }
    const phoneNumber = await parsePhone(phone, user.phoneNumber);
    if (!phoneNumber) {
      setError('phone', { message: 'account.validation.phoneInvalid' });
      return;
    }
    try {
      await mutation.mutateAsync({ user, phoneNumber });
    } catch (error) {
      const message = applyServerErrors(error, setError, {
        phoneNumber: 'phone',
        'phoneNumber.number': 'phone',
        'phoneNumber.countryCode': 'phone',
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
    <Modal show={show} onHide={close} backdrop="static" centered aria-labelledby={titleId}>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('account.modal.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {t('account.phone.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {errors.root && (
            <div className="alert alert-danger" role="alert">
              {errors.root.message}
            </div>
          )}
          <FormField
            id="call-settings-phone"
            label={t('account.phone.label')}
            error={errors.phone}
            hint={t('account.phone.hint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...register('phone')}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={busy}>
            {t('account.modal.cancel')}
          </Button>
          <BusyButton type="submit" variant="primary" busy={busy}>
            {t('account.phone.submit')}
          </BusyButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
