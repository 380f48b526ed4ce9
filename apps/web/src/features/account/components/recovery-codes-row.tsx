import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { RecoveryCodes } from '@/components/ui/two-factor-parts';
import { applyServerErrors } from '@/lib/form-errors';
import { useRecoveryCodesLeft, useRenewRecoveryCodes } from '../api/recovery-codes';
import { type TwoFactorOffValues, twoFactorOffSchema } from '../schemas';
import { FormModal } from './form-modal';
import { useModalForm } from './use-modal-form';

/** The new codes, shown this once, until the user says they kept them. */
function NewCodesModal({ codes, onDone }: { codes: string[] | null; onDone: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal show={codes !== null} onHide={onDone} backdrop="static" centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('account.modal.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('polish.recoveryCodes.newTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{codes && <RecoveryCodes codes={codes} />}</Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onDone}>
          {t('polish.recoveryCodes.done')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** Under the two-factor switch: how many recovery codes are left, and new ones for the password. */
export function RecoveryCodesRow() {
  const { t } = useTranslation();
  const left = useRecoveryCodesLeft(true);
  const renew = useRenewRecoveryCodes();
  const [asking, setAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { form, busy, close, finish } = useModalForm<TwoFactorOffValues>({
    schema: twoFactorOffSchema,
    defaultValues: { password: '' },
    mutation: renew,
    onClose: () => setAsking(false),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const submit = handleSubmit(async ({ password }) => {
    try {
      const result = await renew.mutateAsync(password);
      finish();
      setCodes(result.recoveryCodes);
    } catch (error) {
      const message = applyServerErrors(error, setError, { password: 'password' });
      if (message) setError('root', { type: 'server', message });
    }
  });

  let status: string;
  if (left.isPending) status = t('polish.recoveryCodes.loading');
  else if (left.isError) status = t('polish.recoveryCodes.unknown');
  else status = t('polish.recoveryCodes.left', { count: left.data.remaining });

  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
      <span
        className={left.data?.remaining === 0 ? 'text-danger flex-grow-1' : 'text-body-secondary flex-grow-1'}
      >
        {status}
      </span>
      <Button variant="outline-primary" size="sm" onClick={() => setAsking(true)}>
        {t('polish.recoveryCodes.renew')}
      </Button>
      <FormModal
        show={asking}
        title={t('polish.recoveryCodes.renewTitle')}
        onClose={close}
        onSubmit={submit}
        busy={busy}
        submitLabel={t('polish.recoveryCodes.renewSubmit')}
        error={errors.root}
      >
        <p>{t('polish.recoveryCodes.renewIntro')}</p>
        <FormField
          id="recovery-codes-password"
          label={t('account.reauth.password')}
          error={errors.password}
          type="password"
          autoComplete="current-password"
          {...register('password')}
        />
      </FormModal>
      <NewCodesModal codes={codes} onDone={() => setCodes(null)} />
    </div>
  );
}
