import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import type { User } from '@academy/contract';
import { useStartTwoFactor } from '../api/two-factor';
import { formatPhone } from '@/lib/phone-number';

export type AccountModal = 'email' | 'password' | 'phone' | 'twoFactorOff';

const ADMIN_ROLES = new Set(['ROLE_ADMIN', 'ROLE_SUPER_ADMIN']);

/** Spec §5: two-factor cannot be toggled for admins and super admins, so the row is not shown. */
export function canToggleTwoFactor(user: User): boolean {
  return !user.authorities.some((role) => ADMIN_ROLES.has(role));
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
  /** The authenticator key to confirm with a code (step 1 of switching two-factor on). */
  onTwoFactorKey: (secret: { key: string; otpauthUrl: string | null }) => void;
  /** The key is shown and waits for its code: the switch shows the step the user is in (on). */
  twoFactorKeyShown?: boolean;
}

/** Spec §2 "Account tab": e-mail, password, phone number and the two-factor switch. */
export function AccountTab({ user, onOpen, onTwoFactorKey, twoFactorKeyShown = false }: AccountTabProps) {
  const { t } = useTranslation();
  const start = useStartTwoFactor();
  const phone = formatPhone(user.phoneNumber);
  // The switch moves at once (set in the click itself); it stays disabled until the server answered
  // and the user was read again, and stays on while the key waits for its code (off again on cancel).
  const [requested, setRequested] = useState<boolean | null>(null);
  const twoFactorOn = requested ?? (twoFactorKeyShown || user.twoFAEnabledStatus);

  /** Off asks for the password (a dialog); on shows the key to confirm with a code (a dialog). */
  async function flipTwoFactor() {
    if (user.twoFAEnabledStatus) {
      onOpen('twoFactorOff');
      return;
    }
    setRequested(true);
    try {
      onTwoFactorKey(await start.mutateAsync(user.id));
    } catch {
      // The API client has shown the server's message.
    } finally {
      setRequested(null);
    }
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
        value={phone || t('account.rows.empty')}
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
      {canToggleTwoFactor(user) && (
        <ListGroup.Item className="py-3">
          <Form.Check
            type="switch"
            role="switch"
            id="two-factor-switch"
            className="d-flex align-items-center gap-2 mb-0"
            checked={twoFactorOn}
            disabled={requested !== null}
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
        </ListGroup.Item>
      )}
    </ListGroup>
  );
}
