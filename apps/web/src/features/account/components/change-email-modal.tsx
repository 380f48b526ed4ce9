import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { showToast } from '@/lib/toast-store';
import type { User } from '@academy/contract';
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
    defaultValues: { newEmail: '', password: '' },
  });

  const submit = handleSubmit(async ({ newEmail, password }) => {
    try {
      const { id } = await mutation.mutateAsync({ userId: user.id, newEmail, password });
      onSent({ verificationId: id, newEmail });
    } catch (error) {
      showToast({ type: 'error', message: t('account.toast.verificationNotSent') });
      // A taken or refused address is worth saying beside the field too.
      if (isApiError(error) && (error.status === 400 || error.status === 409)) {
        const message = applyServerErrors(error, setError, { sendEmailTo: 'newEmail', password: 'password' });
        if (message) setError('newEmail', { type: 'server', message });
      }
    }
  });

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <p className="mb-3 text-break">
          <span className="fw-semibold">{t('account.email.current')}:</span> {user.username}
        </p>
        <FormField
          id="change-email-new"
          className="mb-3"
          label={t('account.email.new')}
          error={errors.newEmail}
          type="email"
          autoComplete="off"
          {...register('newEmail')}
        />
        <FormField
          id="change-email-password"
          label={t('account.reauth.password')}
          error={errors.password}
          hint={t('account.reauth.hint')}
          type="password"
          autoComplete="current-password"
          {...register('password')}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={mutation.isPending}>
          {t('account.modal.cancel')}
        </Button>
        <BusyButton type="submit" variant="primary" busy={mutation.isPending}>
          {t('account.email.sendCode')}
        </BusyButton>
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
        <FormField
          id="change-email-code"
          className="mb-2"
          label={t('account.email.code')}
          error={errors.code}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          {...register('code')}
        />
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
        <BusyButton type="submit" variant="primary" busy={busy}>
          {t('account.email.submit')}
        </BusyButton>
      </Modal.Footer>
    </Form>
  );
}

/** Spec §2 "E-mail change" (the current address shown, not typed): the new address, then the mailed code with resend and a logout warning. */
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
