import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import { PAYMENT_MODEL_PARAM } from '@/lib/session-navigation';
import { useUserState } from '@/lib/user-store';
import { RoleSelectionForm } from '../components/role-selection-form';

/** /onboarding/role-selection (spec §2): only Player is offered. */
export default function RoleSelectionPage() {
  const { t } = useTranslation();
  const { user } = useUserState();
  const [params] = useSearchParams();
  return (
    <div className="container py-4" style={{ maxWidth: '32rem' }}>
      <PageIntro
        title={t('onboarding.roleSelection.title')}
        purpose={t('onboarding.roleSelection.purpose')}
      />
      {user ? (
        <RoleSelectionForm user={user} paymentModel={params.get(PAYMENT_MODEL_PARAM)} />
      ) : (
        <LoadingSpinner />
      )}
    </div>
  );
}
