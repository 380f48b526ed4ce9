import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/ui/page-intro';
import { hasFirstPaint, useFirstPaintHandOver } from '@/lib/first-paint';
import { LoginForm } from '../components/login-form';
import '../components/auth.css';

/** The form, and the hand-over from the static first screen when it mounts. */
function HandOverForm() {
  // Replaces the static first screen of pages/auth/login.html in the same frame (build/first-paint.ts).
  useFirstPaintHandOver();
  return <LoginForm />;
}

/** /auth/login (spec §2): sign in with e-mail or phone and password. */
export default function LoginPage() {
  const { t } = useTranslation();
  // Behind the static first screen (the app still hidden) the form mounts in a render of its own
  // right after the page's, so the start-up's work comes in shorter tasks; the app shows, complete,
  // once the form is in. Without the static screen the form renders with the page.
  const withForm = useDeferredValue(true, !hasFirstPaint());
  return (
    <div className="container py-4 auth-page">
      <PageIntro title={t('pages.login.title')} purpose={t('pages.login.purpose')} />
      {withForm && <HandOverForm />}
    </div>
  );
}
