import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors, fieldErrorText } from '@/lib/form-errors';
import { showToast } from '@/lib/toast-store';
import type { User } from '@/lib/user-store';
import {
  useChangeUsername,
  useCreateEmailVerification,
  useResendVerificationCode,
} from '../api/change-email';
import {
  type EmailChangeValues,
  emailChangeSchema,
  type VerificationCodeValues,
  verificationCodeFormSchema,
} from '../schemas';

interface ChangeEmailModalProps {
  user: User;
  show: boolean;
  onClose: () => void;
  /** Called after the server changed the address (and revoked the tokens): the page logs out. */
  onChanged: () => void;
}

interface PendingChange {
  verificationId: string;
  newEmail: string;
}

function EmailStep({
  user,
  onSent,
  onCancel,
}: {
  user: User;
  onSent: (p: PendingChange) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => emailChangeSchema(user.username), [user.username]);
  const mutation = useCreateEmailVerification();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailChangeValues>({
    resolver: zodResolver(schema),
    defaultValues: { currentEmail: '', newEmail: '' },
  });

  const submit = handleSubmit(async ({ newEmail }) => {
    try {
      const { id } = await mutation.mutateAsync({ userId: user.id, newEmail });
      onSent({ verificationId: id, newEmail });
    } catch (error) {
      showToast({ type: 'error', message: t('account.toast.verificationNotSent') });
      // A taken or refused address is worth saying beside the field too.
      if (isApiError(error) && (error.status === 400 || error.status === 409)) {
        const message = applyServerErrors(error, setError, { sendEmailTo: 'newEmail' });
        if (message) setError('newEmail', { type: 'server', message });
      }
    }
  });

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <Form.Group className="mb-3" controlId="change-email-current">
          <Form.Label>{t('account.email.current')}</Form.Label>
          <Form.Control
            type="email"
            autoComplete="email"
            isInvalid={!!errors.currentEmail}
            aria-invalid={!!errors.currentEmail}
            aria-describedby={errors.currentEmail ? 'change-email-current-error' : undefined}
            {...register('currentEmail')}
          />
          <Form.Control.Feedback type="invalid" id="change-email-current-error">
            {fieldErrorText(t, errors.currentEmail)}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId="change-email-new">
          <Form.Label>{t('account.email.new')}</Form.Label>
          <Form.Control
            type="email"
            autoComplete="off"
            isInvalid={!!errors.newEmail}
            aria-invalid={!!errors.newEmail}
            aria-describedby={errors.newEmail ? 'change-email-new-error' : undefined}
            {...register('newEmail')}
          />
          <Form.Control.Feedback type="invalid" id="change-email-new-error">
            {fieldErrorText(t, errors.newEmail)}
          </Form.Control.Feedback>
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={mutation.isPending}>
          {t('account.modal.cancel')}
        </Button>
        <Button type="submit" variant="primary" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {t('account.email.sendCode')}
        </Button>
      </Modal.Footer>
    </Form>
  );
}

function CodeStep({
  user,
  pending,
  onChanged,
  onBack,
}: {
  user: User;
  pending: PendingChange;
  onChanged: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangeUsername();
  const resend = useResendVerificationCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<VerificationCodeValues>({
    resolver: zodResolver(verificationCodeFormSchema),
    defaultValues: { code: '' },
  });
  const busy = change.isPending || change.isSuccess;

  const submit = handleSubmit(async ({ code }) => {
    try {
      await change.mutateAsync({
        id: user.id,
        newUsername: pending.newEmail,
        verificationCode: code,
        verificationId: pending.verificationId,
      });
    } catch (error) {
      const message = applyServerErrors(error, setError, { verificationCode: 'code', newUsername: 'code' });
      if (message) setError('code', { type: 'server', message });
      return;
    }
    showToast({ type: 'success', message: t('account.toast.emailUpdated') });
    onChanged();
  });

  async function resendCode() {
    try {
      await resend.mutateAsync(pending.verificationId);
      showToast({ type: 'success', message: t('account.toast.codeResent') });
    } catch {
      showToast({ type: 'error', message: t('account.toast.verificationNotSent') });
    }
  }

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <p>{t('account.email.codeSent', { email: pending.newEmail })}</p>
        <Form.Group className="mb-2" controlId="change-email-code">
          <Form.Label>{t('account.email.code')}</Form.Label>
          <Form.Control
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            isInvalid={!!errors.code}
            aria-invalid={!!errors.code}
            aria-describedby={errors.code ? 'change-email-code-error' : undefined}
            {...register('code')}
          />
          <Form.Control.Feedback type="invalid" id="change-email-code-error">
            {fieldErrorText(t, errors.code)}
          </Form.Control.Feedback>
        </Form.Group>
        <Button variant="link" className="px-0" onClick={resendCode} disabled={resend.isPending || busy}>
          {t('account.email.resend')}
        </Button>
        <Alert variant="warning" className="mt-3 mb-0">
          {t('account.email.logoutWarning')}
        </Alert>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onBack} disabled={busy}>
          {t('account.modal.back')}
        </Button>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {t('account.email.submit')}
        </Button>
      </Modal.Footer>
    </Form>
  );
}

/** Spec §2 "E-mail change": current and new address, then the mailed code with resend and a logout warning. */
export function ChangeEmailModal({ user, show, onClose, onChanged }: ChangeEmailModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [pending, setPending] = useState<PendingChange | null>(null);

  function close() {
    setPending(null);
    onClose();
  }

  return (
    <Modal show={show} onHide={close} backdrop="static" centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('account.modal.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('account.email.title')}
        </Modal.Title>
      </Modal.Header>
      {pending ? (
        <CodeStep
          user={user}
          pending={pending}
          onBack={() => setPending(null)}
          onChanged={() => {
            setPending(null);
            onChanged();
          }}
        />
      ) : (
        <EmailStep user={user} onSent={setPending} onCancel={close} />
      )}
    </Modal>
  );
}
