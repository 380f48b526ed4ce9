import { todayIsoDate, type User } from '@academy/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { PlayerProfileFields } from '@/components/ui/profile-fields/player-profile-fields';
import { usePlacePicks } from '@/components/ui/profile-fields/use-place-picks';
import { isApiError } from '@/lib/api-client';
import { startPlayerCheckout } from '@/lib/flows/checkout';
import { isPaymentModel } from '@academy/contract/constants';
import { applyServerErrors } from '@/lib/form-errors';
import { loadUser } from '@/lib/load-user';
import {
  isUnderGuardianAge,
  PLAYER_RULE_FIELDS,
  type PlayerFormValues,
  playerFormSchema,
} from '@/lib/profile/player-form';
import { DEFAULTS, SERVER_FIELDS } from '@/lib/profile/player-form-defaults';
import { playerFieldsFromForm } from '@/lib/profile/player-payload';
import { showToast } from '@/lib/toast-store';
import { createPlayer } from '../api/profiles';

interface PlayerInfoFormProps {
  user: User;
  /** The payment_model of the address: with a valid one the checkout follows (spec §4). */
  paymentModel: string | null;
}

/**
 * The player basic info (spec §2, §5): club typeahead with Add, date of birth, gender, position,
 * nationality, location (search or the browser's position), weight and height. Valid only with a
 * club, a date of birth, a country and a location; otherwise the toast 'All fields are required!'.
 */
export function PlayerInfoForm({ user, paymentModel }: PlayerInfoFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const today = todayIsoDate(new Date(), 'local');
  const schema = useMemo(() => playerFormSchema(today), [today]);
  const [leaving, setLeaving] = useState(false);
  const placePicks = usePlacePicks();

  const form = useForm<PlayerFormValues>({ resolver: zodResolver(schema), defaultValues: DEFAULTS });
  const {
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = form;
  const underGuardianAge = isUnderGuardianAge(watch('dateOfBirth'), today);

  function onInvalid(invalid: FieldErrors<PlayerFormValues>) {
    if (PLAYER_RULE_FIELDS.some((field) => invalid[field])) {
      showToast({ type: 'error', message: t('onboarding.allFieldsRequired') });
    }
  }

  async function save(values: PlayerFormValues) {
    try {
      const player = await createPlayer({ ...(await playerFieldsFromForm(values, today)), userId: user.id });
      await loadUser();
      if (isPaymentModel(paymentModel)) {
        setLeaving(true);
        // Resolves only when there is nothing to pay (the browser leaves otherwise); a failing call
        // has shown its message. Home then offers the plans again.
        const opened = await startPlayerCheckout(player, paymentModel, 'first-signin').catch(() => false);
        if (!opened) {
          setLeaving(false);
          await navigate('/');
        }
        return;
      }
      showToast({ type: 'success', message: t('onboarding.player.saved') });
      await navigate('/');
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        // The profile exists already (a second tab, a repeated click): nothing left to do here.
        await loadUser();
        await navigate('/');
        return;
      }
      applyServerErrors(error, setError, SERVER_FIELDS);
    }
  }

  const saving = isSubmitting || placePicks.waiting;
  const busy = saving || leaving;
  return (
    <Form noValidate onSubmit={placePicks.afterPicks(handleSubmit(save, onInvalid))} aria-busy={busy}>
      <PlayerProfileFields
        form={form}
        today={today}
        showGuardian={underGuardianAge}
        onPlacePicking={placePicks.onPicking}
      />
      <BusyButton type="submit" variant="primary" className="w-100" busy={busy}>
        {leaving
          ? t('onboarding.player.toCheckout')
          : saving
            ? t('onboarding.player.saving')
            : t('onboarding.player.submit')}
      </BusyButton>
    </Form>
  );
}
