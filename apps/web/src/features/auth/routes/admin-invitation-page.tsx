import { useTranslation } from 'react-i18next';
import { TokenPasswordPage } from '@/components/ui/token-password-page';
import { apiPost } from '@/lib/api-client';

/**
 * /admin-invitation?token=…: a new admin chooses their own password with the mailed link (once, for
 * 7 days). Signing in afterwards, the console asks them to turn on two-factor authentication.
 */
export default function AdminInvitationPage() {
  const { t } = useTranslation();
  return (
    <TokenPasswordPage
      texts={{
        title: t('staff.setPassword.title'),
        purpose: t('staff.setPassword.purpose'),
        invalid: t('staff.setPassword.invalid'),
        password: t('staff.setPassword.password'),
        hint: t('staff.setPassword.hint'),
        confirm: t('staff.setPassword.confirm'),
        submit: t('staff.setPassword.submit'),
        mismatch: t('staff.setPassword.mismatch'),
        signIn: t('staff.setPassword.signIn'),
      }}
      send={(token, password) =>
        apiPost<{ email: string }>('/v1/user/admin/password', { token, password }, { silent: true })
      }
      done={({ email }) => t('staff.setPassword.done', { email })}
    />
  );
}
