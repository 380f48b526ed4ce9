import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerErrors, fieldErrorText } from '@/lib/form-errors';
import { showToast } from '@/lib/toast-store';
import type { User } from '@/lib/user-store';
import { useSendSupportMessage } from '../api/send-support-message';
import { type SupportMessageValues, supportMessageSchema } from '../schemas';

/**
 * The support form (spec §2, §5): subject and message, plus the e-mail for a visitor who is not
 * signed in. An invalid submit only marks the form and shows the errors; a sent message shows
 * 'Message sent' and goes home.
 */
export function SupportForm({ user }: { user: User | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useSendSupportMessage();
  const anonymous = !user;
  const schema = useMemo(() => supportMessageSchema(anonymous), [anonymous]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<SupportMessageValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', subject: '', message: '' },
  });
  const busy = mutation.isPending || mutation.isSuccess;

  const submit = handleSubmit(async ({ email, subject, message }) => {
    try {
      await mutation.mutateAsync(user ? { userId: user.id, subject, message } : { email, subject, message });
    } catch (error) {
      const text = applyServerErrors(error, setError, {
        email: 'email',
        subject: 'subject',
        message: 'message',
      });
      // Field messages sit under their inputs; anything else (429 with the server's wording, network
      // trouble) is said above the form and in a toast.
      if (text) {
        setError('root', { type: 'server', message: text });
        showToast({ type: 'error', message: text });
      }
      return;
    }
    showToast({ type: 'success', message: t('support.sent') });
    navigate('/');
  });

  return (
    <Form noValidate onSubmit={submit} className={isSubmitted ? 'was-submitted' : undefined} aria-busy={busy}>
      {errors.root && (
        <Alert variant="danger" role="alert">
          {errors.root.message}
        </Alert>
      )}
      {anonymous && (
        <Form.Group className="mb-3" controlId="support-email">
          <Form.Label>{t('support.email')}</Form.Label>
          <Form.Control
            type="email"
            autoComplete="email"
            isInvalid={!!errors.email}
            aria-invalid={!!errors.email}
            aria-describedby={errors.email ? 'support-email-error' : 'support-email-hint'}
            {...register('email')}
          />
          <Form.Text id="support-email-hint" className={errors.email ? 'd-none' : undefined}>
            {t('support.emailHint')}
          </Form.Text>
          <Form.Control.Feedback type="invalid" id="support-email-error">
            {fieldErrorText(t, errors.email)}
          </Form.Control.Feedback>
        </Form.Group>
      )}
      <Form.Group className="mb-3" controlId="support-subject">
        <Form.Label>{t('support.subject')}</Form.Label>
        <Form.Control
          type="text"
          maxLength={200}
          isInvalid={!!errors.subject}
          aria-invalid={!!errors.subject}
          aria-describedby={errors.subject ? 'support-subject-error' : undefined}
          {...register('subject')}
        />
        <Form.Control.Feedback type="invalid" id="support-subject-error">
          {fieldErrorText(t, errors.subject)}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="support-message">
        <Form.Label>{t('support.message')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={6}
          maxLength={5000}
          isInvalid={!!errors.message}
          aria-invalid={!!errors.message}
          aria-describedby={errors.message ? 'support-message-error' : undefined}
          {...register('message')}
        />
        <Form.Control.Feedback type="invalid" id="support-message-error">
          {fieldErrorText(t, errors.message)}
        </Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" variant="primary" disabled={busy}>
        {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        {t('support.send')}
      </Button>
    </Form>
  );
}
