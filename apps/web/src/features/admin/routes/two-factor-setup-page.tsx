import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { PageIntro } from '@/components/ui/page-intro';
import { QrCode, RecoveryCodes } from '@/components/ui/two-factor-parts';
import { applyServerErrors } from '@/lib/form-errors';
import { useConfirmTwoFactor, useStartTwoFactor } from '@/lib/two-factor';

const passwordSchema = z.object({ password: z.string().min(1, 'admin.twoFactorSetup.passwordRequired') });
const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'account.twoFactor.codeSixDigits'),
});

/**
 * An admin's first visit without two-factor (Trust, round 3: admins work only with it on): the
 * password, then the authenticator key and a code, then the recovery codes, then the console.
 */
export default function TwoFactorSetupPage({ userId, onDone }: { userId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [secret, setSecret] = useState<{ key: string; otpauthUrl: string | null } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const passwordForm = useForm({ resolver: zodResolver(passwordSchema), defaultValues: { password: '' } });
  const codeForm = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  const submitPassword = passwordForm.handleSubmit(async ({ password }) => {
    try {
      setSecret(await start.mutateAsync({ userId, password }));
    } catch (error) {
      const message = applyServerErrors(error, passwordForm.setError, { password: 'password' });
      if (message) passwordForm.setError('password', { type: 'server', message });
    }
  });

  const submitCode = codeForm.handleSubmit(async ({ code }) => {
    try {
      setCodes(await confirm.mutateAsync({ userId, code }));
    } catch (error) {
      const message = applyServerErrors(error, codeForm.setError, { code: 'code' });
      if (message) codeForm.setError('code', { type: 'server', message });
    }
  });

  return (
    <div className="mx-auto" style={{ maxWidth: 560 }}>
      <PageIntro title={t('admin.twoFactorSetup.title')} purpose={t('admin.twoFactorSetup.purpose')} />
      {!secret && (
        <Form noValidate onSubmit={submitPassword}>
          <FormField
            id="admin-two-factor-password"
            label={t('account.reauth.password')}
            type="password"
            autoComplete="current-password"
            error={passwordForm.formState.errors.password}
            {...passwordForm.register('password')}
          />
          <BusyButton type="submit" className="mt-3" busy={start.isPending}>
            {t('admin.twoFactorSetup.start')}
          </BusyButton>
        </Form>
      )}
      {secret && !codes && (
        <Form noValidate onSubmit={submitCode} className="text-center">
          <p className="text-start">{t('account.twoFactor.keyIntro')}</p>
          {secret.otpauthUrl && <QrCode otpauthUrl={secret.otpauthUrl} />}
          <p className="mt-3 mb-1 small text-body-secondary">{t('account.twoFactor.keyLabel')}</p>
          <code className="d-block fs-5 text-break user-select-all" data-testid="two-factor-key">
            {secret.key}
          </code>
          <FormField
            id="admin-two-factor-code"
            className="mt-3 text-start"
            label={t('account.twoFactor.confirmLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={codeForm.formState.errors.code}
            {...codeForm.register('code')}
          />
          <BusyButton type="submit" className="mt-3" busy={confirm.isPending}>
            {t('account.twoFactor.confirm')}
          </BusyButton>
        </Form>
      )}
      {codes && (
        <>
          <RecoveryCodes codes={codes} />
          <div className="mt-4">
            <Button variant="primary" onClick={onDone}>
              {t('admin.twoFactorSetup.continue')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
