import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { loadUser } from '@/lib/load-user';
import { COACH_HOME_PATH } from '@/lib/session-navigation';
import { showToast } from '@/lib/toast-store';
import type { User } from '@academy/contract';
import { ManagerProfileFields } from '@/components/ui/profile-fields/manager-profile-fields';
import { usePlacePicks } from '@/components/ui/profile-fields/use-place-picks';
import {
  MANAGER_SERVER_FIELDS,
  type ManagerFormValues,
  managerPayloadOf,
  managerSetupFormSchema,
} from '@/lib/profile/manager-form';
import { createManager } from '../api/profiles';

/**
 * The manager account setup (spec §2, §4, §5): the team's name and age group, place
 * autocomplete (Enter picks, never submits) or the browser's position, as in the player form,
 * gender (Male/Female, no empty choice), company. An invalid submit shows the toast
 * 'All fields are required!'; a valid one shows a spinner until the call returns, then goes to the
 * coach home (the spec says home, which has nothing for a coach)
 * with 'Account create successfully!'.
 */
export function ManagerInfoForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<ManagerFormValues>({
    resolver: zodResolver(managerSetupFormSchema),
    defaultValues: { teamName: '', teamAgeGroupId: '', place: null, gender: 'MALE', company: '' },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const placePicks = usePlacePicks();
  const saving = isSubmitting || placePicks.waiting;

  async function save(values: ManagerFormValues) {
    const { place } = values;
    if (!place) return;
    try {
      await createManager({ ...managerPayloadOf(values, place), userId: user.id, role: 'MANAGER' });
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.is('manager.managerExists')) {
        // Set up already (another tab, a repeated click): nothing left to do here.
        await loadUser();
        await navigate(COACH_HOME_PATH);
        return;
      }
      applyServerErrors(error, setError, MANAGER_SERVER_FIELDS);
      return;
    }
    await loadUser();
    showToast({ type: 'success', message: t('onboarding.manager.created') });
    await navigate(COACH_HOME_PATH);
  }

  return (
    <Form
      noValidate
      onSubmit={placePicks.afterPicks(
        handleSubmit(save, () => showToast({ type: 'error', message: t('onboarding.allFieldsRequired') })),
      )}
      aria-busy={saving}
    >
      <ManagerProfileFields form={form} idPrefix="manager" onPicking={placePicks.onPicking} teamRequired />
      <BusyButton type="submit" variant="primary" className="w-100" busy={saving}>
        {saving ? t('onboarding.manager.saving') : t('onboarding.manager.continue')}
      </BusyButton>
    </Form>
  );
}
