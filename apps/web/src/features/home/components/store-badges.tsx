import { useTranslation } from 'react-i18next';
import { config } from '@/lib/config';

/* Our own generic glyphs: a phone and a download arrow, not the stores' trademarked artwork. */
function PhoneGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <rect
        x="6"
        y="1.5"
        width="12"
        height="21"
        rx="2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path d="M10 4.5h4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="12" cy="18.8" r="1.2" fill="currentColor" />
    </svg>
  );
}

function DownloadGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M12 6.5v8m-3.6-3.4L12 14.7l3.6-3.6M7.5 17.5h9"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function storeLinks() {
  return [
    { key: 'appStore', href: config.appStoreUrl, Glyph: PhoneGlyph },
    { key: 'googlePlay', href: config.googlePlayUrl, Glyph: DownloadGlyph },
  ].filter((store) => store.href !== '');
}

/** A badge only leads to the app's own page: without one configured, no badge is shown. */
export function hasAppLinks(): boolean {
  return storeLinks().length > 0;
}

/** "Download on the App Store" and "Get it on Google Play" style links (spec §2: app-store badges). */
export function StoreBadges({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const stores = storeLinks();
  if (stores.length === 0) return null;
  return (
    <ul className={`store-badges list-unstyled d-flex flex-wrap gap-2 mb-0 ${className}`}>
      {stores.map(({ key, href, Glyph }) => (
        <li key={key}>
          <a className="store-badge" href={href} target="_blank" rel="noopener noreferrer">
            <Glyph />
            <span className="d-flex flex-column lh-1">
              <span className="store-badge-small">{t(`home.download.${key}.small`)}</span>
              <span className="store-badge-big">{t(`home.download.${key}.big`)}</span>
            </span>
            <span className="visually-hidden"> {t('home.download.newWindow')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
