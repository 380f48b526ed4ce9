import { AGE_GROUPS } from '@academy/contract';
import Form from 'react-bootstrap/Form';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/form-errors';
import { useAgeGroupName } from '@/lib/profile/age-group-name';
import type { ManagerFormValues } from '@/lib/profile/manager-form';
import { GenderSelect } from './gender-select';
import { PlaceSearch } from './place-search';

interface ManagerProfileFieldsProps {
  form: UseFormReturn<ManagerFormValues>;
  /** Prefix of the fields' ids (two forms on one page must not share them). */
  idPrefix: string;
  /** From the form's usePlacePicks: its submit waits for a place just picked. */
  onPicking?: (lookup: Promise<void>) => void;
  /** The setup asks for the team (required); /account lets a coach set up before them leave it. */
  teamRequired: boolean;
}

/**
 * The coach's own fields: the team's name and age group, place autocomplete (Enter picks,
 * never submits) or the browser's position, gender (Male/Female, no empty choice), and an optional
 * company (spec §2, §5; optional). Onboarding sets them up, /account corrects them.
 */
export function ManagerProfileFields({ form, idPrefix, onPicking, teamRequired }: ManagerProfileFieldsProps) {
  const { t } = useTranslation();
  const groupName = useAgeGroupName();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const companyError = fieldErrorText(t, errors.company);
  const teamNameError = fieldErrorText(t, errors.teamName);
  const ageGroupError = fieldErrorText(t, errors.teamAgeGroupId);
  return (
    <>
      <Form.Group className="mb-3" controlId={`${idPrefix}-team-name`}>
        <Form.Label>{t('onboarding.manager.teamName')}</Form.Label>
        <Form.Control
          type="text"
          autoComplete="off"
          isInvalid={!!errors.teamName}
          aria-invalid={errors.teamName ? true : undefined}
          aria-describedby={`${idPrefix}-team-name-hint${teamNameError ? ` ${idPrefix}-team-name-error` : ''}`}
          aria-required={teamRequired ? 'true' : undefined}
          {...register('teamName')}
        />
        <Form.Text id={`${idPrefix}-team-name-hint`}>{t('onboarding.manager.teamNameHint')}</Form.Text>
        <Form.Control.Feedback type="invalid" id={`${idPrefix}-team-name-error`}>
          {teamNameError}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-team-age-group`}>
        <Form.Label>{t('onboarding.manager.teamAgeGroup')}</Form.Label>
        {/* Controlled, like the gender: a saved age group shows when the form opens with it. */}
        <Controller
          control={control}
          name="teamAgeGroupId"
          render={({ field }) => (
            <Form.Select
              isInvalid={!!errors.teamAgeGroupId}
              aria-invalid={errors.teamAgeGroupId ? true : undefined}
              aria-describedby={ageGroupError ? `${idPrefix}-team-age-group-error` : undefined}
              aria-required={teamRequired ? 'true' : undefined}
              {...field}
            >
              <option value="">{t('onboarding.manager.teamAgeGroupChoose')}</option>
              {AGE_GROUPS.map((group) => (
                <option key={group.id} value={group.id}>
                  {groupName(group.id)}
                </option>
              ))}
            </Form.Select>
          )}
        />
        <Form.Control.Feedback type="invalid" id={`${idPrefix}-team-age-group-error`}>
          {ageGroupError}
        </Form.Control.Feedback>
      </Form.Group>
      <Controller
        control={control}
        name="place"
        render={({ field }) => (
          <PlaceSearch
            label={t('onboarding.manager.location')}
            hint={t('onboarding.manager.locationHint')}
            value={field.value}
            onChange={field.onChange}
            error={fieldErrorText(t, errors.place)}
            inputRef={field.ref}
            geolocation
            onPicking={onPicking}
          />
        )}
      />
      <Controller
        control={control}
        name="gender"
        render={({ field }) => (
          <GenderSelect
            id={`${idPrefix}-gender`}
            className="mb-3"
            label={t('onboarding.manager.gender')}
            {...field}
          />
        )}
      />
      <Form.Group className="mb-4" controlId={`${idPrefix}-company`}>
        <Form.Label>{t('onboarding.manager.company')}</Form.Label>
        <Form.Control
          type="text"
          autoComplete="organization"
          isInvalid={!!errors.company}
          aria-invalid={errors.company ? true : undefined}
          aria-describedby={`${idPrefix}-company-hint${companyError ? ` ${idPrefix}-company-error` : ''}`}
          {...register('company')}
        />
        <Form.Text id={`${idPrefix}-company-hint`}>{t('onboarding.manager.companyHint')}</Form.Text>
        <Form.Control.Feedback type="invalid" id={`${idPrefix}-company-error`}>
          {companyError}
        </Form.Control.Feedback>
      </Form.Group>
    </>
  );
}
