import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';

interface GuardianEmailFieldProps {
  registration: UseFormRegisterReturn<'guardianEmail'>;
  error?: { type?: string | number; message?: string };
}

/** Shown when the date of birth makes the player younger than 16: why, and the guardian's e-mail. */
export function GuardianEmailField({ registration, error }: GuardianEmailFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="border rounded p-3 mb-3" aria-describedby="guardian-why">
      <legend className="h6 float-none w-auto px-1 mb-1">{t('privacy.guardian.field.legend')}</legend>
      <p id="guardian-why" className="small text-body-secondary">
        {t('privacy.guardian.field.why')}
      </p>
      <FormField
        id="player-guardian-email"
        label={t('privacy.guardian.field.label')}
        error={error}
        type="email"
        autoComplete="off"
        inputMode="email"
        {...registration}
      />
    </fieldset>
  );
}
