import type { ManagerMe } from '@academy/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from './profile-section';
import { ManagerProfileFields } from '@/components/ui/profile-fields/manager-profile-fields';
import { usePlacePicks } from '@/components/ui/profile-fields/use-place-picks';
import { applyServerErrors } from '@/lib/form-errors';
import {
  MANAGER_SERVER_FIELDS,
  type ManagerFormValues,
  managerFormSchema,
  managerFormValuesOf,
  managerPayloadOf,
} from '@/lib/profile/manager-form';
import { showToast } from '@/lib/toast-store';
import { useUpdateManager } from '../api/profile';

/**
 * The coach's team, company, gender and place corrected on /account (PUT /v1/manager/me): the
 * onboarding fields filled with the saved record, its own Save, errors under the fields.
 */
export function CoachProfileForm({ manager }: { manager: ManagerMe }) {
  const { t } = useTranslation();
  const mutation = useUpdateManager();
  const form = useForm<ManagerFormValues>({
    resolver: zodResolver(managerFormSchema),
    defaultValues: managerFormValuesOf(manager),
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const placePicks = usePlacePicks();
  const submit = handleSubmit(async (values) => {
    const { place } = values;
    if (!place) return;
    try {
      const updated = await mutation.mutateAsync(managerPayloadOf(values, place));
      reset(managerFormValuesOf(updated));
      showToast({ type: 'success', message: t('account.profile.coachSaved') });
    } catch (error) {
      const message = applyServerErrors(error, setError, MANAGER_SERVER_FIELDS);
      if (message) setError('root', { type: 'server', message: t('account.profile.failed') });
    }
  });

  const busy = isSubmitting || placePicks.waiting;
  return (
    <ProfileSection
      id="coach-profile"
      title={t('account.profile.coachTitle')}
      intro={t('account.profile.coachIntro')}
      onSubmit={placePicks.afterPicks(submit)}
      busy={busy}
      error={errors.root?.message}
      saveLabel={t('account.profile.saveCoach')}
    >
      <ManagerProfileFields
        form={form}
        idPrefix="coach-profile"
        onPicking={placePicks.onPicking}
        teamRequired={false}
      />
    </ProfileSection>
  );
}
