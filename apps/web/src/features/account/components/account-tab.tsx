import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import type { User } from '@academy/contract';
import { formatPhone } from '@/lib/phone-number';
import { PhoneVerificationRow } from './phone-verification-row';
import { RecoveryCodesRow } from './recovery-codes-row';

export type AccountModal = 'email' | 'password' | 'phone' | 'twoFactorOn' | 'twoFactorOff';

const ADMIN_ROLES = new Set(['ROLE_ADMIN', 'ROLE_SUPER_ADMIN']);

/** Admins work with two-factor on (Trust, round 3): they may turn it on, never off. */
export function canToggleTwoFactor(user: User): boolean {
  return !user.twoFAEnabledStatus || !user.authorities.some((role) => ADMIN_ROLES.has(role));
}

function Row({ title, value, action }: { title: string; value: ReactNode; action: ReactNode }) {
  return (
    <ListGroup.Item className="d-flex flex-wrap align-items-center gap-2 py-3">
      <div className="flex-grow-1 text-break" style={{ minWidth: 0 }}>
        <h2 className="h6 mb-1">{title}</h2>
        <div className="text-body-secondary">{value}</div>
      </div>
      <div>{action}</div>
    </ListGroup.Item>
  );
}

interface AccountTabProps {
  user: User;
  onOpen: (modal: AccountModal) => void;
  /** The key is shown and waits for its code: the switch shows the step the user is in (on). */
  twoFactorKeyShown?: boolean;
}

/** Spec §2 "Account tab": e-mail, password, phone number and the two-factor switch. */
export function AccountTab({ user, onOpen, twoFactorKeyShown = false }: AccountTabProps) {
  const { t } = useTranslation();
  const phone = formatPhone(user.phoneNumber);
  // The switch stays on while the key waits for its code (off again on cancel).
  const twoFactorOn = twoFactorKeyShown || user.twoFAEnabledStatus;

  /** Both ways ask for the password first (a dialog); on then shows the key to confirm with a code. */
  function flipTwoFactor() {
    onOpen(user.twoFAEnabledStatus ? 'twoFactorOff' : 'twoFactorOn');
  }

  return (
    <ListGroup variant="flush" className="border rounded">
      <Row
        title={t('account.rows.email')}
        value={user.username}
        action={
          <Button
            variant="outline-primary"
            size="sm"
            aria-label={t('account.email.open')}
            onClick={() => onOpen('email')}
          >
            {t('account.rows.change')}
          </Button>
        }
      />
      <Row
        title={t('account.rows.password')}
        value={
          <>
            <span aria-hidden="true">••••••••</span>
            <span className="visually-hidden">{t('account.rows.passwordHidden')}</span>
          </>
        }
        action={
          <Button
            variant="outline-primary"
            size="sm"
            aria-label={t('account.password.open')}
            onClick={() => onOpen('password')}
          >
            {t('account.rows.change')}
          </Button>
        }
      />
      <Row
        title={t('account.rows.phone')}
        value={
          <>
            {phone || t('account.rows.empty')}
            <PhoneVerificationRow user={user} />
          </>
        }
        action={
          <Button
            variant="outline-primary"
            size="sm"
            aria-label={t('account.phone.open')}
            onClick={() => onOpen('phone')}
          >
            {t('account.rows.change')}
          </Button>
        }
      />
      <ListGroup.Item className="py-3">
        <Form.Check
          type="switch"
          role="switch"
          id="two-factor-switch"
          className="d-flex align-items-center gap-2 mb-0"
          checked={twoFactorOn}
          disabled={!canToggleTwoFactor(user)}
          onChange={flipTwoFactor}
          label={
            <span>
              <span className="fw-medium">{t('account.rows.twoFactor')}</span>
              <span className="text-body-secondary ms-2">
                {twoFactorOn ? t('account.rows.enabled') : t('account.rows.disabled')}
              </span>
            </span>
          }
        />
        {!canToggleTwoFactor(user) && (
          <p className="small text-body-secondary mb-0 mt-1">{t('account.twoFactor.adminKeepsOn')}</p>
        )}
        {user.twoFAEnabledStatus && <RecoveryCodesRow />}
      </ListGroup.Item>
    </ListGroup>
  );
}
