import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/ui/page-intro';
import { useFirstPaintHandOver } from '@/lib/first-paint';
import { LoginForm } from '../components/login-form';
import '../components/auth.css';

/** /auth/login (spec §2): sign in with e-mail or phone and password. */
export default function LoginPage() {
  const { t } = useTranslation();
  // Replaces the static first screen of pages/auth/login.html in the same frame (build/first-paint.ts).
  useFirstPaintHandOver();
  return (
    <div className="container py-4 auth-page">
      <PageIntro title={t('pages.login.title')} purpose={t('pages.login.purpose')} />
      <LoginForm />
    </div>
  );
}
