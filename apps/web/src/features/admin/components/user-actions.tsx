import type { RoleName, User } from '@academy/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { showToast } from '@/lib/toast-store';
import { useUserState } from '@/lib/user-store';
import { useSetUserRole, useSetUserStatus } from '../api/users';
import { PasswordConfirm } from './password-confirm';

const ADMIN_ROLES = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN'];

/**
 * Role and status of one user. The rules are the server's (spec: admins only by a super admin); the
 * form hides what the signed-in admin may not do, and the server refuses it anyway.
 */
export function UserActions({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const { user: me } = useUserState();
  const isSuper = !!me?.authorities.includes('ROLE_SUPER_ADMIN');
  const targetIsAdmin = user.authorities.some((r) => ADMIN_ROLES.includes(r));
  const mayChange = me?.id !== user.id && (isSuper || !targetIsAdmin);
  const roles: RoleName[] = isSuper
    ? ['PLAYER', 'MANAGER', 'PUBLIC', 'ADMIN']
    : ['PLAYER', 'MANAGER', 'PUBLIC'];
  const current = user.authorities[0]?.replace(/^ROLE_/, '') ?? '';
  const [role, setRole] = useState(current);
  const [confirming, setConfirming] = useState(false);
  const [confirmingRole, setConfirmingRole] = useState(false);
  const setUserRole = useSetUserRole();
  const setStatus = useSetUserStatus();
  const disabled = user.status === 'DISABLED';

  if (!mayChange) return <p className="text-body-secondary">{t('admin.user.noChanges')}</p>;

  // Granting or removing ADMIN: a confirmation with the super admin's own password.
  const touchesAdmin = role === 'ADMIN' || targetIsAdmin;

  function saveRole(event: FormEvent) {
    event.preventDefault();
    if (touchesAdmin) {
      setConfirmingRole(true);
      return;
    }
    setUserRole.mutate(
      { id: user.id, role: role as RoleName },
      { onSuccess: () => showToast({ type: 'success', message: t('admin.user.roleSaved') }) },
    );
  }

  function changeStatus() {
    setStatus.mutate(
      { id: user.id, status: disabled ? 'ACTIVE' : 'DISABLED' },
      {
        onSuccess: (saved) => {
          setConfirming(false);
          showToast({
            type: 'success',
            message: t(saved.status === 'DISABLED' ? 'admin.user.disabled' : 'admin.user.enabled'),
          });
        },
      },
    );
  }

  return (
    <div className="d-flex flex-column gap-3">
      <form className="d-flex flex-wrap align-items-end gap-2" onSubmit={saveRole}>
        <div>
          <label htmlFor={`${id}-role`} className="form-label">
            {t('admin.user.role')}
          </label>
          <select
            id={`${id}-role`}
            className="form-select"
            value={role}
            onChange={(e) => setRole(e.target.value)}
          >
            {!current && <option value="">{t('admin.roles.none')}</option>}
            {[...new Set([...roles, ...(current ? [current as RoleName] : [])])].map((r) => (
              <option key={r} value={r} disabled={!roles.includes(r)}>
                {t(`admin.roles.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <BusyButton
          type="submit"
          variant="primary"
          busy={setUserRole.isPending}
          disabled={!role || role === current || confirmingRole}
        >
          {t('admin.user.saveRole')}
        </BusyButton>
      </form>
      {confirmingRole && (
        <PasswordConfirm
          question={t(role === 'ADMIN' ? 'staff.confirmGrant' : 'staff.confirmRemove', {
            email: user.email,
            role: t(`admin.roles.${role}`),
          })}
          confirmLabel={t(role === 'ADMIN' ? 'staff.grant' : 'staff.remove')}
          busy={setUserRole.isPending}
          onCancel={() => setConfirmingRole(false)}
          onConfirm={async (password) => {
            await setUserRole.mutateAsync({ id: user.id, role: role as RoleName, password });
            setConfirmingRole(false);
            showToast({ type: 'success', message: t('admin.user.roleSaved') });
          }}
        />
      )}
      <div>
        {disabled && <p className="mb-2">{t('billingPause.whileDisabled')}</p>}
        {confirming ? (
          <div className="alert alert-warning mb-0" role="alertdialog" aria-labelledby={`${id}-confirm`}>
            <p id={`${id}-confirm`}>
              {t(disabled ? 'admin.user.confirmEnable' : 'admin.user.confirmDisable', { email: user.email })}
            </p>
            <div className="d-flex gap-2">
              <BusyButton
                variant={disabled ? 'success' : 'danger'}
                busy={setStatus.isPending}
                onClick={changeStatus}
                autoFocus
              >
                {t(disabled ? 'admin.user.enable' : 'admin.user.disable')}
              </BusyButton>
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => setConfirming(false)}
              >
                {t('admin.cancel')}
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className={`btn ${disabled ? 'btn-outline-success' : 'btn-outline-danger'}`}
            onClick={() => setConfirming(true)}
          >
            {t(disabled ? 'admin.user.enable' : 'admin.user.disable')}
          </button>
        )}
      </div>
    </div>
  );
}
