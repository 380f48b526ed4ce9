import { type Player, todayIsoDate } from '@academy/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from './profile-section';
import { PlayerProfileFields } from '@/components/ui/profile-fields/player-profile-fields';
import { usePlacePicks } from '@/components/ui/profile-fields/use-place-picks';
import { applyServerErrors } from '@/lib/form-errors';
import { type PlayerFormValues, playerFormSchema } from '@/lib/profile/player-form';
import { SERVER_FIELDS } from '@/lib/profile/player-form-defaults';
import { playerFieldsFromForm, playerFormValuesOf } from '@/lib/profile/player-payload';
import { showToast } from '@/lib/toast-store';
import { useUpdatePlayer } from '../api/profile';
import { hasProfileChange, ProfileChanges, profileChange } from './profile-changes';

interface PlayerProfileFormProps {
  player: Player;
  /** Saved: the answer (the account page shows the guardian notice again from it). */
  onSaved: (player: Player) => void;
}

/**
 * The player profile corrected on /account (children grow): the onboarding form's fields filled
 * with the saved profile. A new date of birth says first what it changes (age group, a guardian's
 * approval under 16, the end of the wait at 16), as the server will do it.
 */
export function PlayerProfileForm({ player, onSaved }: PlayerProfileFormProps) {
  const { t } = useTranslation();
  const mutation = useUpdatePlayer();
  const today = todayIsoDate(new Date(), 'local');
  const guardianAsked = player.guardianApproval !== 'NOT_NEEDED';
  const schema = useMemo(() => playerFormSchema(today, { guardianAsked }), [today, guardianAsked]);
  const form = useForm<PlayerFormValues>({
    resolver: zodResolver(schema),
    defaultValues: playerFormValuesOf(player),
  });
  const {
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const change = profileChange(player, watch('dateOfBirth'), today);
  const placePicks = usePlacePicks();

  const submit = handleSubmit(async (values) => {
    try {
      const fields = await playerFieldsFromForm(values, today);
      const updated = await mutation.mutateAsync({
        player,
        fields: { ...fields, guardianEmail: change.guardianNeeded ? fields.guardianEmail : null },
      });
      reset(playerFormValuesOf(updated));
      const asked = updated.guardianApproval === 'PENDING' && player.guardianApproval === 'NOT_NEEDED';
      showToast({
        type: 'success',
        message: asked ? t('account.profile.guardianAsked') : t('account.profile.playerSaved'),
      });
      onSaved(updated);
    } catch (error) {
      const message = applyServerErrors(error, setError, SERVER_FIELDS);
      if (message) setError('root', { type: 'server', message: t('account.profile.failed') });
    }
  });

  const busy = isSubmitting || placePicks.waiting;
  return (
    <ProfileSection
      id="player-profile"
      title={t('account.profile.playerTitle')}
      intro={t('account.profile.playerIntro')}
      onSubmit={placePicks.afterPicks(submit)}
      busy={busy}
      error={errors.root?.message}
      saveLabel={t('account.profile.savePlayer')}
    >
      <PlayerProfileFields
        form={form}
        today={today}
        showGuardian={change.guardianNeeded}
        dateOfBirthNote={hasProfileChange(change) ? <ProfileChanges change={change} /> : null}
        onPlacePicking={placePicks.onPicking}
      />
    </ProfileSection>
  );
}
