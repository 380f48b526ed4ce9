import {
  dateOfBirthBounds,
  HEIGHT_CM_MAX,
  HEIGHT_CM_MIN,
  POSITIONS,
  WEIGHT_KG_MAX,
  WEIGHT_KG_MIN,
} from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@academy/contract/constants';
import { fieldErrorText } from '@/lib/form-errors';
import { countryOptionsQueryOptions } from './country-options';
import type { PlayerFormValues } from '@/lib/profile/player-form';
import { ClubTypeahead } from './club-typeahead';
import { GenderSelect } from './gender-select';
import { GuardianEmailField } from './guardian-email-field';
import { MeasurementField } from './measurement-field';
import { PlaceSearch } from './place-search';

interface PlayerProfileFieldsProps {
  form: UseFormReturn<PlayerFormValues>;
  /** The browser's date (YYYY-MM-DD): the date of birth lies within 70 years before it. */
  today: string;
  /** Ask for the guardian's e-mail (a date of birth under 16 and no guardian asked yet). */
  showGuardian: boolean;
  /** Said under the date of birth (what a new date changes); null for nothing yet. */
  dateOfBirthNote?: ReactNode;
  /** The place search's picks, so the form's submit waits for their coordinates (usePlacePicks). */
  onPlacePicking?: (lookup: Promise<void>) => void;
}

/**
 * The player profile's fields (spec §2, §5): club typeahead with Add, date of birth, gender,
 * position, nationality, the guardian's e-mail when asked for, location (search or the browser's
 * position), weight and height. Onboarding creates the profile with them, /account corrects it.
 */
export function PlayerProfileFields({
  form,
  today,
  showGuardian,
  dateOfBirthNote,
  onPlacePicking,
}: PlayerProfileFieldsProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const countries = useQuery(countryOptionsQueryOptions(language));
  const bounds = dateOfBirthBounds(today);
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const error = (field: keyof PlayerFormValues) => fieldErrorText(t, errors[field]);
  /** The ids that describe a field: its note and, when shown, its error. */
  const describedBy = (field: keyof PlayerFormValues, ...ids: (string | null)[]) =>
    [...ids, errors[field] ? `player-${field}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <>
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
              aria-describedby={describedBy(
                'dateOfBirth',
                dateOfBirthNote ? 'player-dateOfBirth-note' : null,
              )}
              {...register('dateOfBirth')}
            />
            <Form.Control.Feedback type="invalid" id="player-dateOfBirth-error">
              {error('dateOfBirth')}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12} sm={6}>
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <GenderSelect id="player-gender" label={t('onboarding.player.gender')} {...field} />
            )}
          />
        </Col>
        {dateOfBirthNote !== undefined && (
          // Always there once asked for (null: nothing to say yet), so a new note is announced.
          <Col
            xs={12}
            id="player-dateOfBirth-note"
            aria-live="polite"
            className={dateOfBirthNote ? '' : 'mt-0'}
          >
            {dateOfBirthNote}
          </Col>
        )}
        <Col xs={12} sm={6}>
          <Form.Group controlId="player-position">
            <Form.Label>{t('onboarding.player.position')}</Form.Label>
            <Controller
              control={control}
              name="position"
              render={({ field }) => (
                <Form.Select {...field}>
                  {POSITIONS.map((position) => (
                    <option key={position} value={position}>
                      {t(`onboarding.positions.${position}`)}
                    </option>
                  ))}
                </Form.Select>
              )}
            />
          </Form.Group>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Group controlId="player-nationality">
            <Form.Label>{t('onboarding.player.nationality')}</Form.Label>
            {/* Controlled: the saved country shows once the list (loaded apart) holds it. */}
            <Controller
              control={control}
              name="nationality"
              render={({ field }) => (
                <Form.Select
                  {...field}
                  isInvalid={!!errors.nationality}
                  aria-invalid={errors.nationality ? true : undefined}
                  aria-describedby={describedBy('nationality')}
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
              )}
            />
            <Form.Control.Feedback type="invalid" id="player-nationality-error">
              {error('nationality')}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
      </Row>

      {showGuardian && (
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
            onPicking={onPlacePicking}
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
    </>
  );
}
