import {
  dateOfBirthBounds,
  HEIGHT_CM_MAX,
  HEIGHT_CM_MIN,
  POSITIONS,
  todayIsoDate,
  type User,
  WEIGHT_KG_MAX,
  WEIGHT_KG_MIN,
} from '@academy/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors, fieldErrorText } from '@/lib/form-errors';
import { startPlayerCheckout } from '@/lib/checkout';
import { isLanguage, isPaymentModel } from '@/lib/contract-values';
import { loadUser } from '@/lib/load-user';
import { showToast } from '@/lib/toast-store';
import { addClub } from '../api/clubs';
import { countryOptionsQueryOptions } from '../api/countries';
import { createPlayer } from '../api/profiles';
import {
  isUnderGuardianAge,
  PLAYER_RULE_FIELDS,
  type PlayerFormValues,
  parseMeasurement,
  playerFormSchema,
} from '../schemas';
import { ClubTypeahead } from './club-typeahead';
import { GenderSelect } from './gender-select';
import { GuardianEmailField } from './guardian-email-field';
import { MeasurementField } from './measurement-field';
import { DEFAULTS, SERVER_FIELDS } from './player-form-defaults';
import { PlaceSearch } from './place-search';

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
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const countries = useQuery(countryOptionsQueryOptions(language));
  const today = todayIsoDate(new Date(), 'local');
  const bounds = dateOfBirthBounds(today);
  const schema = useMemo(() => playerFormSchema(today), [today]);
  const [leaving, setLeaving] = useState(false);

  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PlayerFormValues>({ resolver: zodResolver(schema), defaultValues: DEFAULTS });
  const underGuardianAge = isUnderGuardianAge(watch('dateOfBirth'), today);

  function onInvalid(invalid: FieldErrors<PlayerFormValues>) {
    if (PLAYER_RULE_FIELDS.some((field) => invalid[field])) {
      showToast({ type: 'error', message: t('onboarding.allFieldsRequired') });
    }
  }

  async function save(values: PlayerFormValues) {
    const { club, location } = values;
    if (!club || !location) return;
    try {
      // Spec §4: a club without an id is created before the player.
      const savedClub = club.id ? { id: club.id, name: club.name } : await addClub(club.name);
      const player = await createPlayer({
        clubId: savedClub.id,
        clubName: savedClub.name,
        dateOfBirth: values.dateOfBirth,
        gender: values.gender,
        heightUnit: 'cm',
        heightValue: parseMeasurement(values.height),
        weightUnit: 'kg',
        weightValue: parseMeasurement(values.weight),
        currentLocation: {
          longitude: location.longitude,
          latitude: location.latitude,
          city: location.city,
          country: location.country,
          streetAddress: location.streetAddress,
        },
        nationality: values.nationality,
        playerPositions: [values.position],
        userId: user.id,
        guardianEmail: isUnderGuardianAge(values.dateOfBirth, today) ? values.guardianEmail.trim() : null,
      });
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

  const busy = isSubmitting || leaving;
  const error = (field: keyof PlayerFormValues) => fieldErrorText(t, errors[field]);
  /** The ids that describe a field: its unit and, when shown, its error. */
  const describedBy = (field: keyof PlayerFormValues, ...ids: string[]) =>
    [...ids, errors[field] ? `player-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Form noValidate onSubmit={handleSubmit(save, onInvalid)} aria-busy={busy}>
      <Controller
        control={control}
        name="club"
        render={({ field }) => (
          <ClubTypeahead
            value={field.value}
            onChange={field.onChange}
            error={error('club')}
            inputRef={field.ref}
          />
        )}
      />

      <Row className="g-3 mb-3">
        <Col xs={12} sm={6}>
          <Form.Group controlId="player-date-of-birth">
            <Form.Label>{t('onboarding.player.dateOfBirth')}</Form.Label>
            <Form.Control
              type="date"
              min={bounds.min}
              max={bounds.max}
              isInvalid={!!errors.dateOfBirth}
              aria-invalid={errors.dateOfBirth ? true : undefined}
              aria-describedby={describedBy('dateOfBirth')}
              {...register('dateOfBirth')}
            />
            <Form.Control.Feedback type="invalid" id="player-dateOfBirth-error">
              {error('dateOfBirth')}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12} sm={6}>
          <GenderSelect id="player-gender" label={t('onboarding.player.gender')} {...register('gender')} />
        </Col>
        <Col xs={12} sm={6}>
          <Form.Group controlId="player-position">
            <Form.Label>{t('onboarding.player.position')}</Form.Label>
            <Form.Select {...register('position')}>
              {POSITIONS.map((position) => (
                <option key={position} value={position}>
                  {t(`onboarding.positions.${position}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Group controlId="player-nationality">
            <Form.Label>{t('onboarding.player.nationality')}</Form.Label>
            <Form.Select
              isInvalid={!!errors.nationality}
              aria-invalid={errors.nationality ? true : undefined}
              aria-describedby={describedBy('nationality')}
              {...register('nationality')}
            >
              <option value="">
                {countries.isPending
                  ? t('onboarding.player.loadingCountries')
                  : t('onboarding.player.chooseCountry')}
              </option>
              {countries.data?.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid" id="player-nationality-error">
              {error('nationality')}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
      </Row>

      {underGuardianAge && (
        <GuardianEmailField registration={register('guardianEmail')} error={errors.guardianEmail} />
      )}

      <Controller
        control={control}
        name="location"
        render={({ field }) => (
          <PlaceSearch
            label={t('onboarding.player.location')}
            hint={t('onboarding.player.locationHint')}
            value={field.value}
            onChange={field.onChange}
            error={error('location')}
            inputRef={field.ref}
            geolocation
          />
        )}
      />

      <Row className="g-3 mb-4">
        <Col xs={12} sm={6}>
          <MeasurementField
            field="weight"
            label={t('onboarding.player.weight')}
            unit={t('onboarding.player.kg')}
            min={WEIGHT_KG_MIN}
            max={WEIGHT_KG_MAX}
            error={error('weight')}
            registration={register('weight')}
          />
        </Col>
        <Col xs={12} sm={6}>
          <MeasurementField
            field="height"
            label={t('onboarding.player.height')}
            unit={t('onboarding.player.cm')}
            min={HEIGHT_CM_MIN}
            max={HEIGHT_CM_MAX}
            error={error('height')}
            registration={register('height')}
          />
        </Col>
      </Row>

      <BusyButton type="submit" variant="primary" className="w-100" busy={busy}>
        {leaving
          ? t('onboarding.player.toCheckout')
          : isSubmitting
            ? t('onboarding.player.saving')
            : t('onboarding.player.submit')}
      </BusyButton>
    </Form>
  );
}
