import { type ReactNode, useEffect, useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { GuardianNotice } from '@/components/ui/guardian-notice';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { removeMobileToken, useAuthState } from '@/lib/auth-store';
import { config } from '@/lib/config';
import { useAccountArrival } from '@/lib/mobile-session';
import { logout } from '@/lib/logout';
import { LOGIN_PATH } from '@/lib/session-navigation';
import { showToast } from '@/lib/toast-store';
import { useUserState } from '@/lib/user-store';
import { AccountHeader } from '../components/account-header';
import { type AccountModal, AccountTab } from '../components/account-tab';
import { CallSettingsModal } from '../components/call-settings-modal';
import { ChangeEmailModal } from '../components/change-email-modal';
import { ChangePasswordModal } from '../components/change-password-modal';
import { DeleteAccountModal } from '../components/delete-account-modal';
import { PlayerGuardiansSection } from '../components/guardians-section';
import { NotificationsSection } from '../components/notifications-section';
import { ProfileTab } from '../components/profile-tab';
import { SubscriptionTab } from '../components/subscription-tab';
import { TwoFactorKeyModal } from '../components/two-factor-key-modal';
import { YourDataSection } from '../components/your-data-section';
import { TwoFactorPasswordModal } from '../components/two-factor-password-modal';
import '../account.css';

/** Long enough to read 'Email updated successfully, logging out!' before the page goes. */
const LOGOUT_REDIRECT_DELAY_MS = 1500;

/** react-bootstrap names each tab `${id}-tab-${eventKey}`. */
const TABS_ID = 'account-tabs';

/** Matches the skip link of the root layout; this page brings its own header instead of the navbar. */
const MAIN_CONTENT_ID = 'main-content';

/** /account (spec §2): header, the subscription, profile and account tabs, and the account modals. */
export default function AccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status, webView, subscriptionState } = useAccountArrival();
  const { user } = useUserState();
  const { isAuthenticated } = useAuthState();
  // Signed out while here (a 401 on a call, another tab): the session is gone.
  const sessionLost = status === 'ready' && !isAuthenticated && !user;
  const [tab, setTab] = useState<string>('subscription');
  const [modal, setModal] = useState<AccountModal | 'delete' | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  // A saved profile may start or end a guardian's approval: the notice reads the player again.
  const [noticeVersion, setNoticeVersion] = useState(0);
  const [twoFactorSecret, setTwoFactorSecret] = useState<{ key: string; otpauthUrl: string | null } | null>(
    null,
  );

  // The row scrolls sideways when its labels are wider than the screen: show all of the selected tab.
  useEffect(() => {
    document
      .getElementById(`${TABS_ID}-tab-${tab}`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  const title = t('account.title');
  const appName = t('common.appName');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);

  /** Spec §4 "E-mail change": a local logout in web-view mode, else the external auth-status link. */
  async function afterEmailChange() {
    setModal(null);
    setLoggingOut(true);
    removeMobileToken();
    await logout();
    if (webView) {
      navigate(LOGIN_PATH);
    } else {
      window.setTimeout(() => window.location.assign(config.authStatusUrl), LOGOUT_REDIRECT_DELAY_MS);
    }
  }

  /** The account is gone (its tokens with it): sign out here and go home. */
  async function afterDeletion() {
    setModal(null);
    setLoggingOut(true);
    removeMobileToken();
    await logout();
    showToast({ type: 'success', message: t('privacy.delete.done') });
    navigate('/', { replace: true });
  }

  let content: ReactNode;
  if (loggingOut) {
    content = <LoadingSpinner label={t('account.loggingOut')} />;
  } else if (sessionLost && webView) {
    content = <Navigate to={LOGIN_PATH} replace />;
  } else if ((status === 'left' || sessionLost) && !webView) {
    content = (
      <div className="text-center py-5">
        <p>{t('webView.returningToApp')}</p>
        <a href={config.mobileAppDeepLink} className="btn btn-primary">
          {t('webView.openApp')}
        </a>
      </div>
    );
  } else if (status !== 'ready' || !user) {
    content = <LoadingSpinner label={t('account.checking')} />;
  } else {
    content = (
      <>
        <GuardianNotice key={noticeVersion} />
        <Tabs
          id={TABS_ID}
          activeKey={tab}
          onSelect={(key) => key && setTab(key)}
          className="mb-3 account-tabs"
          fill
          mountOnEnter
        >
          <Tab eventKey="subscription" title={t('account.tabs.subscription')}>
            <SubscriptionTab user={user} webView={webView} subscriptionState={subscriptionState} />
          </Tab>
          <Tab eventKey="profile" title={t('account.tabs.profile')}>
            <ProfileTab user={user} onPlayerSaved={() => setNoticeVersion((v) => v + 1)} />
          </Tab>
          <Tab eventKey="account" title={t('account.tabs.account')}>
            <AccountTab user={user} onOpen={setModal} twoFactorKeyShown={twoFactorSecret !== null} />
            <NotificationsSection />
            <PlayerGuardiansSection user={user} />
            <YourDataSection onDelete={() => setModal('delete')} />
          </Tab>
        </Tabs>
        <ChangeEmailModal
          user={user}
          show={modal === 'email'}
          onClose={() => setModal(null)}
          onChanged={() => void afterEmailChange()}
        />
        <ChangePasswordModal user={user} show={modal === 'password'} onClose={() => setModal(null)} />
        <CallSettingsModal user={user} show={modal === 'phone'} onClose={() => setModal(null)} />
        <DeleteAccountModal
          show={modal === 'delete'}
          onClose={() => setModal(null)}
          onDeleted={() => void afterDeletion()}
        />
        <TwoFactorKeyModal
          userId={user.id}
          secret={twoFactorSecret}
          onClose={() => setTwoFactorSecret(null)}
        />
        <TwoFactorPasswordModal
          user={user}
          turnOn
          show={modal === 'twoFactorOn'}
          onClose={() => setModal(null)}
          onStarted={setTwoFactorSecret}
        />
        <TwoFactorPasswordModal
          user={user}
          turnOn={false}
          show={modal === 'twoFactorOff'}
          onClose={() => setModal(null)}
        />
      </>
    );
  }

  return (
    <>
      <AccountHeader webView={webView} />
      <main id={MAIN_CONTENT_ID} className="flex-grow-1" tabIndex={-1}>
        <div className="container py-4 account-page">{content}</div>
      </main>
    </>
  );
}
