import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import { PAYMENT_MODEL_PARAM } from '@/lib/session-navigation';
import { useUserState } from '@/lib/user-store';
import { PlayerInfoForm } from '../components/player-info-form';

/** /onboarding/player-basic-info (spec §2, §4, §5). */
export default function PlayerBasicInfoPage() {
  const { t } = useTranslation();
  const { user } = useUserState();
  const [params] = useSearchParams();
  return (
    <div className="container py-4" style={{ maxWidth: '40rem' }}>
      <PageIntro title={t('onboarding.player.title')} purpose={t('onboarding.player.purpose')} />
      {user ? (
        <PlayerInfoForm user={user} paymentModel={params.get(PAYMENT_MODEL_PARAM)} />
      ) : (
        <LoadingSpinner />
      )}
    </div>
  );
}
