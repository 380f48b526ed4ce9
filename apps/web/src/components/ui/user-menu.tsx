import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getToken } from '@/lib/auth-store';
import { logout } from '@/lib/logout';
import { isAdminUser, isHouseholdChild, useUserState } from '@/lib/user-store';

/** The signed-in user's menu. Loaded on demand: anonymous visitors never download the dropdown code. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useUserState();

  function openSettings() {
    const params = new URLSearchParams({ access_token: getToken() ?? '', isUserFromWebView: 'true' });
    navigate(`/account?${params}`);
  }

  function signOut() {
    // Token and user are cleared at once; the server-side revoke finishes in the background.
    void logout();
    navigate('/auth/login');
  }

  return (
    <Dropdown align="end">
      <Dropdown.Toggle id="user-menu" variant="outline-secondary" size="sm">
        {user?.firstName ? t('nav.greeting', { name: user.firstName }) : t('nav.account')}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {isAdminUser(user) && (
          <Dropdown.Item as="button" onClick={() => navigate('/admin')}>
            {t('nav.console')}
          </Dropdown.Item>
        )}
        {!isHouseholdChild(user) && (
          <Dropdown.Item as="button" onClick={openSettings}>
            {t('nav.settings')}
          </Dropdown.Item>
        )}
        <Dropdown.Item as="button" onClick={signOut}>
          {t('nav.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
