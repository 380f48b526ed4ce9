import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface MeasurementFieldProps {
  /** `player-{field}` names the input, its unit and its error. */
  field: string;
  label: string;
  unit: string;
  min: number;
  max: number;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** A number with its unit after it (the player's weight and height). */
export function MeasurementField({
  field,
  label,
  unit,
  min,
  max,
  error,
  registration,
}: MeasurementFieldProps) {
  const errorId = `player-${field}-error`;
  const unitId = `player-${field}-unit`;
  return (
    <Form.Group controlId={`player-${field}`}>
      <Form.Label>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          {...registration}
          type="number"
          inputMode="decimal"
          step="0.1"
          min={min}
          max={max}
          isInvalid={!!error}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${unitId} ${errorId}` : unitId}
        />
        <InputGroup.Text id={unitId}>{unit}</InputGroup.Text>
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      </InputGroup>
    </Form.Group>
  );
}
