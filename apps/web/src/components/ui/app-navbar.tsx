import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthState } from '@/lib/auth-store';
import { useUserState } from '@/lib/user-store';
import { AppLogo } from './app-logo';
import { LanguageSwitcher } from './language-switcher';

const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

function HomeIcon() {
  return (
    <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M8 1.3 0.7 7.6l1 1.1L3 7.6V14.5h4v-4h2v4h4V7.6l1.3 1.1 1-1.1z" />
    </svg>
  );
}

interface AppNavbarProps {
  /** Shows a home button before the title (spec §2: optional). */
  showHome?: boolean;
  /** The optional block of buttons (spec §2), placed before the language flags. */
  buttons?: ReactNode;
}

/** The navigation bar of spec §2: title, language flags, and sign-in, support or the user's menu. */
export function AppNavbar({ showHome = false, buttons }: AppNavbarProps) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuthState();
  const { user } = useUserState();
  return (
    <nav className="navbar app-navbar bg-body border-bottom" aria-label={t('nav.label')}>
      <div className="container flex-wrap gap-2">
        <div className="d-flex align-items-center gap-2">
          {showHome && (
            <Link to="/" className="btn btn-outline-secondary btn-sm" aria-label={t('nav.home')}>
              <HomeIcon />
            </Link>
          )}
          <Link to="/" className="navbar-brand d-flex align-items-center gap-2 me-0">
            <AppLogo />
            <span>{t('common.appName')}</span>
          </Link>
        </div>
        <div className="d-flex align-items-center flex-wrap gap-2 ms-auto">
          {buttons && <div className="d-flex align-items-center gap-2">{buttons}</div>}
          {user?.authorities.includes('ROLE_PLAYER') && (
            <Link to="/program" className="nav-link px-1">
              {t('nav.myProgram')}
            </Link>
          )}
          {user?.authorities.includes('ROLE_MANAGER') && user.manager && (
            <Link to="/coach" className="nav-link px-1">
              {t('nav.myTeam')}
            </Link>
          )}
          <LanguageSwitcher />
          {!user && (
            <Link to="/support" className="nav-link px-1">
              {t('nav.support')}
            </Link>
          )}
          {isAuthenticated ? (
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          ) : (
            <Link to="/auth/login" className="btn btn-primary btn-sm">
              {t('nav.signIn')}
            </Link>
          )}
        </div>
      </div>
    </nav>
  );
}
