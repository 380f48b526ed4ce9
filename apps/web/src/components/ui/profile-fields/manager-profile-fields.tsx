import Form from 'react-bootstrap/Form';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/form-errors';
import type { ManagerFormValues } from '@/lib/profile/manager-form';
import { GenderSelect } from './gender-select';
import { PlaceSearch } from './place-search';

interface ManagerProfileFieldsProps {
  form: UseFormReturn<ManagerFormValues>;
  /** Prefix of the fields' ids (two forms on one page must not share them). */
  idPrefix: string;
  /** From the form's usePlacePicks: its submit waits for a place just picked. */
  onPicking?: (lookup: Promise<void>) => void;
}

/**
 * The coach's own fields (spec §2, §5): place autocomplete (Enter picks, never submits) or the
 * browser's position, gender (Male/Female, no empty choice), company (required). Onboarding sets
 * them up, /account corrects them.
 */
export function ManagerProfileFields({ form, idPrefix, onPicking }: ManagerProfileFieldsProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const companyError = fieldErrorText(t, errors.company);
  return (
    <>
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
          aria-describedby={companyError ? `${idPrefix}-company-error` : undefined}
          aria-required="true"
          {...register('company')}
        />
        <Form.Control.Feedback type="invalid" id={`${idPrefix}-company-error`}>
          {companyError}
        </Form.Control.Feedback>
      </Form.Group>
    </>
  );
}
