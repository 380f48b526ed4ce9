import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { showToast } from '@/lib/toast-store';
import type { User } from '@academy/contract';
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
        <FormField
          id="support-email"
          className="mb-3"
          label={t('support.email')}
          error={errors.email}
          hint={t('support.emailHint')}
          type="email"
          autoComplete="email"
          {...register('email')}
        />
      )}
      <FormField
        id="support-subject"
        className="mb-3"
        label={t('support.subject')}
        error={errors.subject}
        type="text"
        maxLength={200}
        {...register('subject')}
      />
      <FormField
        id="support-message"
        className="mb-3"
        label={t('support.message')}
        error={errors.message}
        as="textarea"
        rows={6}
        maxLength={5000}
        {...register('message')}
      />
      <BusyButton type="submit" variant="primary" busy={busy}>
        {t('support.send')}
      </BusyButton>
    </Form>
  );
}
