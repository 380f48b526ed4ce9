import { todayIsoDate } from '@academy/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isLanguage } from '@academy/contract/constants';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { PlayerProfileFields } from '@/components/ui/profile-fields/player-profile-fields';
import { usePlacePicks } from '@/components/ui/profile-fields/use-place-picks';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { PLAYER_RULE_FIELDS, type PlayerFormValues, playerFormSchema } from '@/lib/profile/player-form';
import { DEFAULTS, SERVER_FIELDS } from '@/lib/profile/player-form-defaults';
import { playerFieldsFromForm } from '@/lib/profile/player-payload';
import { showToast } from '@/lib/toast-store';
import { addChild, HOUSEHOLD_KEY } from '../api/household';

type ChildFormValues = PlayerFormValues & { firstName: string; lastName: string };

const nameRule = z.string().trim().min(1, 'household.add.nameRequired').max(50, 'household.add.nameTooLong');

/**
 * Adds a child without e-mail: names and the player profile's fields (the same fields as a
 * player's own onboarding). A possible duplicate in another home answers with a request to its
 * payer; after a decline the guardian may add the child anyway.
 */
export function AddChildForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const queryClient = useQueryClient();
  const today = todayIsoDate(new Date(), 'local');
  const schema = useMemo(
    () =>
      playerFormSchema(today, { guardianAsked: true }).and(
        z.object({ firstName: nameRule, lastName: nameRule }),
      ),
    [today],
  );
  const placePicks = usePlacePicks();
  const [duplicate, setDuplicate] = useState(false);
  const form = useForm<ChildFormValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: { ...DEFAULTS, firstName: '', lastName: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  function onInvalid(invalid: FieldErrors<ChildFormValues>) {
    if (PLAYER_RULE_FIELDS.some((field) => invalid[field])) {
      showToast({ type: 'error', message: t('onboarding.allFieldsRequired') });
    }
  }

  async function save(values: ChildFormValues, confirmNew = false) {
    const { guardianEmail: _none, ...fields } = await playerFieldsFromForm(values, today);
    try {
      const child = await addChild({
        ...fields,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        language: isLanguage(i18n.language) ? i18n.language : 'en',
        ...(confirmNew ? { confirmNew: true } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: HOUSEHOLD_KEY });
      showToast({ type: 'success', message: t('household.add.saved', { name: child.firstName }) });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.is('household.mayAlreadyExist')) {
        setDuplicate(true);
        await queryClient.invalidateQueries({ queryKey: HOUSEHOLD_KEY });
        return;
      }
      applyServerErrors(error, setError, { ...SERVER_FIELDS, firstName: 'firstName', lastName: 'lastName' });
    }
  }

  const saving = isSubmitting || placePicks.waiting;
  return (
    <Form
      noValidate
      aria-labelledby={`${ids}-title`}
      onSubmit={placePicks.afterPicks(handleSubmit((values) => save(values), onInvalid))}
      aria-busy={saving}
    >
      <h2 id={`${ids}-title`} className="h5">
        {t('household.add.title')}
      </h2>
      <p className="small text-body-secondary">{t('household.add.intro')}</p>
      <FormField
        id={`${ids}-first`}
        label={t('household.add.firstName')}
        className="mb-3"
        autoComplete="off"
        error={errors.firstName}
        {...register('firstName')}
      />
      <FormField
        id={`${ids}-last`}
        label={t('household.add.lastName')}
        className="mb-3"
        autoComplete="off"
        error={errors.lastName}
        {...register('lastName')}
      />
      <PlayerProfileFields
        form={form as never}
        today={today}
        showGuardian={false}
        onPlacePicking={placePicks.onPicking}
      />
      {duplicate && (
        <div className="alert alert-info" role="alert">
          <p className="mb-2">{t('household.add.duplicate')}</p>
          <Button
            variant="outline-primary"
            size="sm"
            onClick={() => void handleSubmit((values) => save(values, true), onInvalid)()}
          >
            {t('household.add.confirmNew')}
          </Button>
        </div>
      )}
      <div className="d-flex gap-2">
        <BusyButton type="submit" variant="primary" busy={saving}>
          {saving ? t('household.add.saving') : t('household.add.submit')}
        </BusyButton>
        <Button variant="outline-secondary" onClick={onDone} disabled={saving}>
          {t('household.add.cancel')}
        </Button>
      </div>
    </Form>
  );
}
