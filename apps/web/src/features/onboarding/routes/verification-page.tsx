import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import { useUserState } from '@/lib/user-store';
import { VerificationForm } from '../components/verification-form';

/** /onboarding/verification (spec §2): the code mailed at sign-up, and a resend link. */
export default function VerificationPage() {
  const { t } = useTranslation();
  const { user } = useUserState();
  return (
    <div className="container py-4" style={{ maxWidth: '32rem' }}>
      <PageIntro title={t('pages.verification.title')} purpose={t('pages.verification.purpose')} />
      {user ? <VerificationForm user={user} /> : <LoadingSpinner />}
    </div>
  );
}
