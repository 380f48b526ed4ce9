import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import { useAuthState } from '@/lib/auth-store';
import { useUserState } from '@/lib/user-store';
import { SupportForm } from '../components/support-form';

/** /support (spec §2): the navbar (with its home button) comes from the main layout. */
export default function SupportPage() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuthState();
  const { user } = useUserState();
  // A stored token means the user is on the way: wait for it, so the form asks no e-mail of them.
  const waitingForUser = isAuthenticated && !user;
  return (
    <div className="container py-4" style={{ maxWidth: 720 }}>
      <PageIntro title={t('support.title')} purpose={t('support.intro')} />
      {waitingForUser ? <LoadingSpinner /> : <SupportForm key={user?.id ?? 'visitor'} user={user} />}
    </div>
  );
}
