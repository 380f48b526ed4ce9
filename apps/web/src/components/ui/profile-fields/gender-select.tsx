import { GENDERS } from '@academy/contract';
import Form from 'react-bootstrap/Form';
import type { ChangeEventHandler, FocusEventHandler, Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface GenderSelectProps {
  id: string;
  name: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur: FocusEventHandler<HTMLSelectElement>;
  ref?: Ref<HTMLSelectElement>;
  label: string;
  /** The group's class (spacing). */
  className?: string;
  /** Set when controlled (a Controller's field), so a saved gender always shows. */
  value?: string;
}

/**
 * A profile's gender (spec §2: Male/Female, no empty choice). Spread `register('gender')`, or a
 * Controller's `field`, onto it.
 */
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
