import { type ComponentPropsWithoutRef, type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { RefCallBack } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/form-errors';

interface FormFieldProps
  extends Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'className' | 'size' | 'value' | 'defaultValue'> {
  /** From `register(name)`. */
  ref?: RefCallBack;
  /** The input's id; its error is `<id>-error`, its hint `<id>-hint`. */
  id: string;
  label: ReactNode;
  /** The field's error from react-hook-form (rule messages are i18n keys, server ones shown as sent). */
  error?: { type?: string | number; message?: string };
  /** A help text under the input, hidden while the error shows. */
  hint?: ReactNode;
  /** The group's class (spacing). */
  className?: string;
  /** The label's class (e.g. `visually-hidden` where a legend says it already). */
  labelClassName?: string;
  as?: 'textarea';
  rows?: number;
}

/**
 * A labelled input with its invalid feedback: `aria-invalid` and `aria-describedby` (the error, or
 * else the hint) follow the error. Spread `register(name)` onto it. A password field gets a
 * show/hide button (a toggle: `aria-pressed`), so a long password can be checked before sending.
 */
export function FormField({ id, label, error, hint, className, labelClassName, ...control }: FormFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  const input = (
    <Form.Control
      {...control}
      type={control.type === 'password' && shown ? 'text' : control.type}
      isInvalid={!!error}
      aria-invalid={!!error}
      aria-describedby={error ? errorId : hintId}
    />
  );
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className={labelClassName}>{label}</Form.Label>
      {control.type === 'password' ? (
        <InputGroup hasValidation>
          {input}
          <Button
            variant="outline-secondary"
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown((v) => !v)}
          >
            {shown ? t('common.hidePassword') : t('common.showPassword')}
          </Button>
          <Form.Control.Feedback type="invalid" id={errorId}>
            {fieldErrorText(t, error)}
          </Form.Control.Feedback>
        </InputGroup>
      ) : (
        input
      )}
      {hint && (
        <Form.Text id={hintId} className={error ? 'd-none' : undefined}>
          {hint}
        </Form.Text>
      )}
      {control.type !== 'password' && (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {fieldErrorText(t, error)}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
