import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useDeleteMyAccount } from '../api/account-data';
import { FormModal } from './form-modal';
import { useModalForm } from './use-modal-form';

const schema = z.object({
  password: z.string().min(1, 'privacy.delete.passwordRequired'),
  understood: z.boolean().refine((v) => v, 'privacy.delete.confirmRequired'),
});
type Values = z.infer<typeof schema>;

interface DeleteAccountModalProps {
  show: boolean;
  onClose: () => void;
  /** The account is gone: sign out locally and leave. */
  onDeleted: () => void;
}

/** "Delete my account": what will happen, the password, a confirmation box; then DELETE /v1/user. */
export function DeleteAccountModal({ show, onClose, onDeleted }: DeleteAccountModalProps) {
  const { t } = useTranslation();
  const mutation = useDeleteMyAccount();
  const { form, busy, close, finish } = useModalForm<Values>({
    schema,
    defaultValues: { password: '', understood: false },
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
      await mutation.mutateAsync(password);
    } catch (error) {
      if (isApiError(error) && error.is('privacy.passwordWrong')) {
        setError('password', { message: 'privacy.delete.passwordWrong' });
        return;
      }
      if (isApiError(error) && error.status === 429) {
        setError('root', { type: 'server', message: t('privacy.delete.tooMany') });
        return;
      }
      const message = applyServerErrors(error, setError, { password: 'password' });
      if (message) setError('root', { type: 'server', message: t('privacy.delete.failed') });
      return;
    }
    finish(onDeleted);
  });

  const consequences = t('privacy.delete.consequences', { returnObjects: true }) as string[];
  return (
    <FormModal
      show={show}
      title={t('privacy.delete.title')}
      onClose={close}
      onSubmit={submit}
      busy={busy}
      submitLabel={t('privacy.delete.submit')}
      error={errors.root}
    >
      <p>{t('privacy.delete.intro')}</p>
      <ul>
        {consequences.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <FormField
        id="delete-password"
        className="mb-3"
        label={t('privacy.delete.password')}
        error={errors.password}
        type="password"
        autoComplete="current-password"
        {...register('password')}
      />
      <div className="form-check">
        <input
          id="delete-understood"
          type="checkbox"
          className={`form-check-input${errors.understood ? ' is-invalid' : ''}`}
          aria-invalid={!!errors.understood}
          aria-describedby={errors.understood ? 'delete-understood-error' : undefined}
          {...register('understood')}
        />
        <label className="form-check-label" htmlFor="delete-understood">
          {t('privacy.delete.understood')}
        </label>
        {errors.understood && (
          <div id="delete-understood-error" className="invalid-feedback">
            {t(errors.understood.message ?? '')}
          </div>
        )}
      </div>
    </FormModal>
  );
}
