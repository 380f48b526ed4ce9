import { GENDERS } from '@academy/contract';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface GenderSelectProps extends UseFormRegisterReturn {
  id: string;
  label: string;
  /** The group's class (spacing). */
  className?: string;
}

/** A profile's gender (spec §2: Male/Female, no empty choice). Spread `register('gender')` onto it. */
export function GenderSelect({ id, label, className, ...registration }: GenderSelectProps) {
  const { t } = useTranslation();
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select {...registration}>
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {t(`onboarding.genders.${gender}`)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
