import { useTranslation } from 'react-i18next';
import { StoreBadges } from './store-badges';

/** Spec §2: for a player whose billing is on or whose year is paid off. */
export function RegisteredBlock() {
  const { t } = useTranslation();
  return (
    <div className="registered-block">
      <p>{t('home.subscription.firstLogin')}</p>
      <p>{t('home.subscription.existingUserLogin')}</p>
      <p className="fw-semibold">{t('home.subscription.startTraining')}</p>
      <StoreBadges className="store-badges-dark" />
    </div>
  );
}
