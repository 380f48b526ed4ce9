import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { USER_MESSAGES } from '@academy/contract';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors, fieldErrorText } from '@/lib/form-errors';
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
          <Form.Group className="mb-3" controlId="existing-password">
            <Form.Label>{t('account.password.existing')}</Form.Label>
            <Form.Control
              type="password"
              autoComplete="current-password"
              isInvalid={!!errors.existingPassword}
              aria-invalid={!!errors.existingPassword}
              aria-describedby={errors.existingPassword ? 'existing-password-error' : undefined}
              {...register('existingPassword')}
            />
            <Form.Control.Feedback type="invalid" id="existing-password-error">
              {fieldErrorText(t, errors.existingPassword)}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="new-password">
            <Form.Label>{t('account.password.new')}</Form.Label>
            <Form.Control
              type="password"
              autoComplete="new-password"
              isInvalid={!!errors.newPassword}
              aria-invalid={!!errors.newPassword}
              aria-describedby={errors.newPassword ? 'new-password-error' : 'new-password-hint'}
              {...register('newPassword')}
            />
            <Form.Text id="new-password-hint" className={errors.newPassword ? 'd-none' : undefined}>
              {t('account.password.hint')}
            </Form.Text>
            <Form.Control.Feedback type="invalid" id="new-password-error">
              {fieldErrorText(t, errors.newPassword)}
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={mutation.isPending}>
            {t('account.modal.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={mutation.isPending}>
            {mutation.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {t('account.password.submit')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
