import { useTranslation } from 'react-i18next';
import type { VisitorCountry } from '../hooks/use-visitor-country';

function countryDisplayName(code: string | null, fallback: string | null, language: string): string {
  if (code) {
    try {
      const name = new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase());
      if (name) return name;
    } catch {
      // An unknown code: fall back to the server's name.
    }
  }
  return fallback ?? code ?? '';
}

/** "Show prices for my country": asks for the position only on the visitor's click. */
export function LocalPrices({ country, reduced }: { country: VisitorCountry; reduced: boolean }) {
  const { t, i18n } = useTranslation();
  if (!country.supported) return null;
  const name = countryDisplayName(country.countryCode, country.countryName, i18n.language);
  return (
    <div className="local-prices small mt-3">
      {country.status === 'idle' && (
        <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={country.locate}>
          {t('home.prices.local.action')}
        </button>
      )}
      <p className="mb-0" role="status">
        {country.status === 'locating' && t('home.prices.local.locating')}
        {country.status === 'found' &&
          (reduced
            ? t('home.prices.local.reduced', { country: name })
            : t('home.prices.local.standard', { country: name }))}
        {country.status === 'unavailable' && t('home.prices.local.unavailable')}
      </p>
    </div>
  );
}
