import type { RoleName } from '@academy/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadUser } from '@/lib/load-user';
import { logout } from '@/lib/logout';
import {
  HOUSEHOLD_PATH,
  LOGIN_PATH,
  MANAGER_INFO_PATH,
  PLAYER_INFO_PATH,
  withPaymentModel,
} from '@/lib/session-navigation';
import { refresh } from '@/lib/tokens';
import type { User } from '@academy/contract';
import { setRole } from '../api/profiles';

/**
 * Spec §2 offers Player (the default); households add "I'm a parent or guardian", and a coach sets
 * up their own team (docs/spec-changes.md). A new role is one more name here, its label
 * and hint under onboarding.roleSelection, and its next step below.
 */
export const OFFERED_ROLES: readonly RoleName[] = ['PLAYER', 'GUARDIAN', 'MANAGER'];
export const DEFAULT_ROLE: RoleName = 'PLAYER';

/**
 * Spec §4 "Onboarding sequence": player → player info (payment_model kept), manager → manager
 * setup, guardian → household, public → home.
 */
export function nextPathAfterRole(role: RoleName, paymentModel: string | null): string {
  switch (role) {
    case 'PLAYER':
      return withPaymentModel(PLAYER_INFO_PATH, paymentModel);
    case 'MANAGER':
      return MANAGER_INFO_PATH;
    case 'GUARDIAN':
      return HOUSEHOLD_PATH;
    default:
      return '/';
  }
}

interface RoleSelectionFormProps {
  user: User;
  paymentModel: string | null;
}

/**
 * The role choice: PUT /v1/user with the role name without its prefix, then a token refresh (the
 * new pair is stored with its new expiry; a failed refresh logs out), then the next step.
 */
export function RoleSelectionForm({ user, paymentModel }: RoleSelectionFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [role, setSelectedRole] = useState<RoleName>(DEFAULT_ROLE);
  const [saving, setSaving] = useState(false);

  async function choose() {
    setSaving(true);
    try {
      await setRole(user.id, role);
    } catch {
      // The api client has shown why; the choice can be sent again.
      setSaving(false);
      return;
    }
    if (!(await refresh())) {
      await logout();
      await navigate(LOGIN_PATH, { replace: true });
      return;
    }
    await loadUser();
    await navigate(nextPathAfterRole(role, paymentModel));
  }

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void choose();
      }}
    >
      <fieldset className="mb-4">
        <legend className="fs-6 fw-semibold">{t('onboarding.roleSelection.legend')}</legend>
        {OFFERED_ROLES.map((option) => (
          <Form.Check
            key={option}
            type="radio"
            id={`role-${option}`}
            name="role"
            className="border rounded p-3 ps-5 mb-2"
          >
            <Form.Check.Input
              type="radio"
              name="role"
              value={option}
              checked={role === option}
              onChange={() => setSelectedRole(option)}
              aria-describedby={`role-${option}-hint`}
            />
            <Form.Check.Label className="fw-semibold">
              {t(`onboarding.roleSelection.roles.${option}`)}
            </Form.Check.Label>
            <div id={`role-${option}-hint`} className="form-text mt-0">
              {t(`onboarding.roleSelection.roleHints.${option}`)}
            </div>
          </Form.Check>
        ))}
      </fieldset>
      <Button type="submit" variant="primary" className="w-100" disabled={saving}>
        {saving && <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />}
        {saving ? t('onboarding.roleSelection.saving') : t('onboarding.roleSelection.continue')}
      </Button>
    </Form>
  );
}
