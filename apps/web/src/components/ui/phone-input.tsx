import './phone-input.css';
import { lazy, Suspense } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/form-errors';
import type { PhoneInputProps } from './phone-input-props';

// The widget (react-phone-number-input, libphonenumber's metadata, its styles) downloads when a
// phone field first shows, after the page itself is usable.
const PhoneInputWidget = lazy(() => import('./phone-input-widget'));

/**
 * Shown while the widget loads: the same box, so nothing moves when it arrives. No control yet, so
 * nothing can be typed that the widget would then drop.
 */
function PhoneInputPlaceholder({ value }: { value: string }) {
  return (
    <div className="phone-input PhoneInput" aria-busy="true">
      <span className="PhoneInputCountry phone-input-placeholder-country" />
      <span className="form-control bg-body-secondary">{value || '\u00a0'}</span>
    </div>
  );
}

/**
 * The app's one phone-number field (sign-up, sign-in, /account): a country select with flags,
 * Sweden by default (spec §9), and the number; its value is E.164 (`lib/phone-number.ts` turns it
 * into the API's `{ countryCode, number }`).
 */
export function PhoneInput({
  label,
  labelClassName,
  className,
  error,
  hint,
  showValidity,
  ...props
}: PhoneInputProps) {
  const { t } = useTranslation();
  const errorId = `${props.id}-error`;
  const hintId = hint ? `${props.id}-hint` : undefined;
  const validityId = showValidity ? `${props.id}-validity` : undefined;
  const message = fieldErrorText(t, error);
  const describedBy = [validityId, message ? errorId : hintId].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={props.id} className={labelClassName ?? 'form-label'}>
        {label}
      </label>
      <Suspense fallback={<PhoneInputPlaceholder value={props.value} />}>
        <PhoneInputWidget
          {...props}
          invalid={Boolean(message)}
          describedBy={describedBy}
          validityId={validityId}
        />
      </Suspense>
      {hint && !message && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      {message && (
        <div id={errorId} className="invalid-feedback d-block">
          {message}
        </div>
      )}
    </div>
  );
}

/**
 * The phone field of a react-hook-form form (sign-up, sign-in, /account): the form's `phone` value,
 * its rules' error and its focus on a failed submit, labelled "Phone number" in every form.
 */
export function PhoneController<T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: FieldPathByValue<T, string> } & Omit<
  PhoneInputProps,
  'label' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhoneInput
          label={t('phoneInput.label')}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error}
          {...props}
        />
      )}
    />
  );
}
