import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { QrCode, RecoveryCodes } from '@/components/ui/two-factor-parts';
import { applyServerErrors } from '@/lib/form-errors';
import { showToast } from '@/lib/toast-store';
import { useConfirmTwoFactor } from '@/lib/two-factor';
import { type TwoFactorConfirmValues, twoFactorConfirmSchema } from '../schemas';

interface TwoFactorKeyModalProps {
  userId: string;
  secret: { key: string; otpauthUrl: string | null } | null;
  onClose: () => void;
}

/**
 * On the phone that shows the QR code it cannot be scanned: the key copies in one tap, and the
 * otpauth: link opens the authenticator app on the same phone.
 */
function KeyActions({ secretKey, otpauthUrl }: { secretKey: string; otpauthUrl: string | null }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className="d-flex flex-wrap justify-content-center gap-2 mt-2">
      <Button
        variant="outline-secondary"
        size="sm"
        onClick={() =>
          void navigator.clipboard?.writeText(secretKey).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? t('firstWeek.twoFactor.keyCopied') : t('firstWeek.twoFactor.copyKey')}
      </Button>
      {otpauthUrl && (
        <a className="btn btn-sm btn-outline-primary" href={otpauthUrl}>
          {t('firstWeek.twoFactor.openApp')}
        </a>
      )}
    </div>
  );
}

/**
 * Spec §2 "Two-factor code display", in two steps: the authenticator key with its QR code and a code
 * field (two-factor turns on only with a valid code), then the recovery codes, shown once.
 */
export function TwoFactorKeyModal({ userId, secret, onClose }: TwoFactorKeyModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const confirm = useConfirmTwoFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TwoFactorConfirmValues>({
    resolver: zodResolver(twoFactorConfirmSchema),
    defaultValues: { code: '' },
  });

  function close() {
    if (confirm.isPending) return;
    reset();
    confirm.reset();
    setRecoveryCodes(null);
    onClose();
  }

  const submit = handleSubmit(async ({ code }) => {
    try {
      setRecoveryCodes(await confirm.mutateAsync({ userId, code }));
      showToast({ type: 'success', message: t('account.toast.twoFactorChanged') });
    } catch (error) {
      const message = applyServerErrors(error, setError, { code: 'code' });
      if (message) setError('root', { type: 'server', message });
    }
  });

  return (
    <Modal show={!!secret} onHide={close} backdrop="static" centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('account.modal.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {recoveryCodes ? t('account.twoFactor.recoveryTitle') : t('account.twoFactor.keyTitle')}
        </Modal.Title>
      </Modal.Header>
      {secret && recoveryCodes && (
        <>
          <Modal.Body>
            <RecoveryCodes codes={recoveryCodes} />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="primary" onClick={close}>
              {t('account.twoFactor.done')}
            </Button>
          </Modal.Footer>
        </>
      )}
      {secret && !recoveryCodes && (
        <Form noValidate onSubmit={submit}>
          <Modal.Body className="text-center">
            {errors.root && (
              <div className="alert alert-danger text-start" role="alert">
                {errors.root.message}
              </div>
            )}
            <p className="text-start">{t('account.twoFactor.keyIntro')}</p>
            {secret.otpauthUrl && <QrCode otpauthUrl={secret.otpauthUrl} />}
            <p className="mt-3 mb-1 small text-body-secondary">{t('account.twoFactor.keyLabel')}</p>
            <code className="d-block fs-5 text-break user-select-all" data-testid="two-factor-key">
              {secret.key}
            </code>
            <KeyActions secretKey={secret.key} otpauthUrl={secret.otpauthUrl} />
            <FormField
              id="two-factor-confirm-code"
              className="mt-3 text-start"
              label={t('account.twoFactor.confirmLabel')}
              error={errors.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...register('code')}
            />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close} disabled={confirm.isPending}>
              {t('account.modal.cancel')}
            </Button>
            <BusyButton type="submit" variant="primary" busy={confirm.isPending}>
              {t('account.twoFactor.confirm')}
            </BusyButton>
          </Modal.Footer>
        </Form>
      )}
    </Modal>
  );
}
