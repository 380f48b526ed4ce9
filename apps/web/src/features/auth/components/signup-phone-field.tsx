import 'react-phone-number-input/style.css';
import type { KeyboardEvent } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import flags from 'react-phone-number-input/flags';
import type { Labels } from 'react-phone-number-input';
import PhoneInput, { type Country } from 'react-phone-number-input/core';
import { isValidPhone } from './signup-schema';
import { phoneCountries, phoneMetadata } from './phone-countries';
import { DEFAULT_COUNTRY } from './login-schema';

interface SignupPhoneFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Translated error of the form, if any. */
  error?: string;
  errorId: string;
}

/** Spec §5: the phone field accepts digits only as key presses (editing and shortcut keys still work). */
export function allowDigitsOnly(event: KeyboardEvent<HTMLInputElement>): void {
  const printable = event.key.length === 1;
  if (printable && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
    event.preventDefault();
  }
}

/**
 * The sign-up phone: country select with bundled flags (never fetched from the internet), the
 * number, and a live report of whether the number is valid. Country names are the browser's in
 * the interface language; Sweden is the default (spec §9).
 */
export function SignupPhoneField({ id, value, onChange, onBlur, error, errorId }: SignupPhoneFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const labels = useMemo<Labels>(() => {
    const names: Labels = {
      country: t('auth.signup.phoneCountryLabel'),
      phone: t('auth.signup.phoneLabel'),
      ext: t('auth.signup.phoneExtension'),
      ZZ: t('auth.signup.phoneInternational'),
    };
    for (const c of phoneCountries(language)) names[c.country] = c.name;
    return names;
  }, [language, t]);

  const reportId = `${id}-validity`;
  const valid = isValidPhone(value);
  const describedBy = [reportId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="signup-phone">
      <PhoneInput
        id={id}
        metadata={phoneMetadata}
        labels={labels}
        flags={flags}
        defaultCountry={DEFAULT_COUNTRY as Country}
        value={value || undefined}
        onChange={(next?: string) => onChange(next ?? '')}
        onBlur={onBlur}
        onKeyDown={allowDigitsOnly}
        autoComplete="tel"
        inputMode="tel"
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        numberInputProps={{ className: `form-control${error ? ' is-invalid' : ''}` }}
        countrySelectProps={{ className: 'PhoneInputCountrySelect' }}
      />
      <div id={reportId} className="form-text" aria-live="polite">
        {value &&
          (valid ? (
            <span className="text-success">{t('auth.signup.phoneValid')}</span>
          ) : (
            <span className="text-danger-emphasis">{t('auth.signup.phoneNotValid')}</span>
          ))}
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
