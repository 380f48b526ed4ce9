import { useTranslation } from 'react-i18next';
import { TokenPasswordPage } from '@/components/ui/token-password-page';
import { apiPost } from '@/lib/api-client';

/** /household/handover?token=…: a player of 16 or more takes over their account with a password. */
export default function HandoverPage() {
  const { t } = useTranslation();
  return (
    <TokenPasswordPage
      texts={{
        title: t('household.handover.title'),
        purpose: t('household.handover.purpose'),
        invalid: t('household.handover.invalid'),
        password: t('household.handover.password'),
        confirm: t('household.handover.confirm'),
        submit: t('household.handover.submit'),
        mismatch: t('household.handover.mismatch'),
        signIn: t('household.handover.signIn'),
      }}
      send={(token, password) => apiPost('/v1/household/handover', { token, password }, { silent: true })}
      done={() => t('household.handover.done')}
    />
  );
}
