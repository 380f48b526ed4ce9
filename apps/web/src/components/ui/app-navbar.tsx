import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
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

/**
 * The phone menu: open or closed, closed again by any navigation and by Escape (focus goes back to
 * the toggle). Above 576 px the menu is always shown and the toggle hidden (`styles.css`).
 */
function useCompactMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is what closes it.
  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An open dropdown (the user menu) takes its own Escape first.
      if (event.key !== 'Escape' || document.querySelector('.app-navbar .dropdown-menu.show')) return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return { open, toggle: () => setOpen((v) => !v), toggleRef };
}

/** The navigation bar of spec §2: title, language flags, and sign-in, support or the user's menu. */
export function AppNavbar({ showHome = false, buttons }: AppNavbarProps) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuthState();
  const { user } = useUserState();
  const menuId = useId();
  const menu = useCompactMenu();
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
        <button
          ref={menu.toggleRef}
          type="button"
          className="navbar-toggler app-navbar-toggle"
          aria-expanded={menu.open}
          aria-controls={menuId}
          onClick={menu.toggle}
        >
          <span className="navbar-toggler-icon" aria-hidden="true" />
          <span className="visually-hidden">{t('nav.menu')}</span>
        </button>
        <div id={menuId} className={`app-navbar-menu${menu.open ? ' open' : ''}`}>
          {buttons && <div className="d-flex align-items-center gap-2">{buttons}</div>}
          {user?.authorities.includes('ROLE_PLAYER') && (
            <Link to="/program" className="nav-link px-1">
              {t('nav.myProgram')}
            </Link>
          )}
          {user?.authorities.includes('ROLE_GUARDIAN') && (
            <Link to="/household" className="nav-link px-1">
              {t('nav.myFamily')}
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
