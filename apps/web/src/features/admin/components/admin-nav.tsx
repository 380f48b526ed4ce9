import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUserState } from '@/lib/user-store';

const LINKS = [
  { to: '/admin', key: 'overview', end: true },
  { to: '/admin/users', key: 'users' },
  { to: '/admin/admins', key: 'admins' },
  { to: '/admin/support', key: 'support' },
  { to: '/admin/welfare', key: 'welfare' },
  { to: '/admin/programs', key: 'programs' },
  { to: '/admin/challenges', key: 'challenges' },
  { to: '/admin/audit', key: 'audit' },
] as const;

/** The console's navigation: a column beside the page from tablet width, a wrapping row above it on phones. */
export function AdminNav() {
  const { t } = useTranslation();
  const { user } = useUserState();
  return (
    <nav aria-label={t('admin.nav.label')}>
      <p className="small text-body-secondary mb-2">
        {t('admin.nav.title')}
        {user && <span className="d-block text-truncate">{user.email}</span>}
      </p>
      <ul className="nav nav-pills flex-row flex-md-column gap-1">
        {LINKS.map((link) => (
          <li key={link.key} className="nav-item">
            <NavLink to={link.to} end={'end' in link} className="nav-link">
              {t(`admin.nav.${link.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
