import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { USER_MESSAGES } from '@academy/contract';
import { isApiError } from '@/lib/api-client';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { showToast } from '@/lib/toast-store';
import type { User } from '@/lib/user-store';
import { useChangePassword } from '../api/change-password';
import { type ChangePasswordValues, changePasswordSchema } from '../schemas';

function isWrongExistingPassword(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const wrong = USER_MESSAGES.existingPasswordWrong;
  return error.message === wrong || error.fieldErrors.some((e) => e.message === wrong);
}

interface ChangePasswordModalProps {
  user: User;
  show: boolean;
  onClose: () => void;
}

/** Spec §2 "Change password": existing and new password; 'Password successfully updated'. */
export function ChangePasswordModal({ user, show, onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { existingPassword: '', newPassword: '' },
  });

  function close() {
    if (mutation.isPending) return;
    reset();
    mutation.reset();
    onClose();
  }

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
    reset();
    mutation.reset();
    onClose();
  });

  return (
    <Modal show={show} onHide={close} backdrop="static" centered aria-labelledby={titleId}>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('account.modal.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {t('account.password.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {errors.root && (
            <div className="alert alert-danger" role="alert">
              {errors.root.message}
            </div>
          )}
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
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={mutation.isPending}>
            {t('account.modal.cancel')}
          </Button>
          <BusyButton type="submit" variant="primary" busy={mutation.isPending}>
            {t('account.password.submit')}
          </BusyButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
