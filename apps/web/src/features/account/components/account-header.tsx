import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLogo } from '@/components/ui/app-logo';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { clearWebNavigation } from '@/lib/mobile-session';
import { config } from '@/lib/config';

function BackArrow() {
  return (
    <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M15 8a.75.75 0 0 1-.75.75H3.56l4.22 4.22a.75.75 0 1 1-1.06 1.06l-5.5-5.5a.75.75 0 0 1 0-1.06l5.5-5.5a.75.75 0 0 1 1.06 1.06L3.56 7.25h10.69A.75.75 0 0 1 15 8z" />
    </svg>
  );
}

/**
 * The account page's header (spec §2): a back arrow (home in web-view mode, else the mobile app's
 * deep link), the product logo and the title; and, as the navigation bar it stands in for, the
 * language flags and the support link.
 */
export function AccountHeader({ webView }: { webView: boolean }) {
  const { t } = useTranslation();
  const backClass = 'btn btn-outline-secondary btn-sm d-inline-flex align-items-center';
  return (
    <header className="account-header border-bottom bg-body">
      <div className="container d-flex flex-wrap align-items-center gap-2 gap-sm-3 py-2">
        {webView ? (
          <Link
            to="/"
            className={backClass}
            aria-label={t('account.header.backHome')}
            onClick={clearWebNavigation}
          >
            <BackArrow />
          </Link>
        ) : (
          <a href={config.mobileAppDeepLink} className={backClass} aria-label={t('account.header.backToApp')}>
            <BackArrow />
          </a>
        )}
        <AppLogo size={36} />
        <h1 className="h4 mb-0">{t('account.title')}</h1>
        <div className="d-flex align-items-center flex-wrap gap-2 ms-auto">
          <LanguageSwitcher />
          <Link to="/support" className="nav-link px-1">
            {t('nav.support')}
          </Link>
        </div>
      </div>
    </header>
  );
}
