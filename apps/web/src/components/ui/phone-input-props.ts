import type { ReactNode, Ref } from 'react';

/** The phone field's props (phone-input.tsx), shared with its lazily loaded widget. */
export interface PhoneInputProps {
  /** The number input's id; the error is `<id>-error`, the hint `<id>-hint`. */
  id: string;
  label: ReactNode;
  labelClassName?: string;
  className?: string;
  /** E.164 ('+46701234567'), '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** react-hook-form's `field.ref`, so a failed submit can focus the number. */
  inputRef?: Ref<HTMLInputElement>;
  /** A react-hook-form error: rule messages are i18n keys, server ones (`type: 'server'`) shown as sent. */
  error?: { type?: string | number; message?: string };
  hint?: ReactNode;
  /** Report under the field whether the number is valid yet (sign-up). */
  showValidity?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}
