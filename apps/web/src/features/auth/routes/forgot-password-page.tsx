import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/ui/page-intro';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import '../components/auth.css';

/** /auth/forgot-password: a code by mail, then a new password. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <div className="container py-4 auth-page">
      <PageIntro title={t('auth.forgot.title')} purpose={t('auth.forgot.purpose')} />
      <ForgotPasswordForm />
    </div>
  );
}
