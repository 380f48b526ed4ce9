import { useTranslation } from 'react-i18next';
import type { Language } from '@academy/contract';
import { getLanguage, LANGUAGE_NAMES, setLanguage } from '@/lib/i18n';
import { FlagIcon } from './flag-icon';

/** The order of the navigation bar (spec §2). */
const FLAG_ORDER: Language[] = ['pt', 'fr', 'sv', 'en'];

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? getLanguage();
  return (
    <fieldset className="d-flex align-items-center gap-1 m-0 p-0 border-0">
      <legend className="visually-hidden">{t('nav.language')}</legend>
      {FLAG_ORDER.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className={`btn btn-sm language-flag${current === lng ? ' active' : ''}`}
          aria-label={LANGUAGE_NAMES[lng]}
          aria-pressed={current === lng}
          onClick={() => void setLanguage(lng)}
        >
          <FlagIcon language={lng} />
        </button>
      ))}
    </fieldset>
  );
}
