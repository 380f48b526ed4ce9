import 'react-phone-number-input/style.css';
import { type KeyboardEvent, useMemo } from 'react';
import type { Labels } from 'react-phone-number-input';
import PhoneInputCore, { type Country } from 'react-phone-number-input/core';
import { useTranslation } from 'react-i18next';
import { isValidPhoneSync, phoneCountryCodes, phoneMetadata } from '@/lib/phone-metadata';
import { DEFAULT_PHONE_COUNTRY } from '@/lib/phone-number';
import type { PhoneInputProps } from './phone-input-props';

interface PhoneInputWidgetProps
  extends Omit<PhoneInputProps, 'label' | 'labelClassName' | 'className' | 'error' | 'hint'> {
  invalid: boolean;
  describedBy: string;
  /** The live "valid / not yet" report's id, when the field shows one. */
  validityId?: string;
}

/** The flags ship with the app (`build/phone-flags.ts`): only the chosen country's one downloads. */
const PHONE_FLAG_URL = '/assets/flags/{XX}.svg';

/** Spec §5: the number takes digits as key presses ('+' too, to type another country's code). */
export function allowPhoneKeysOnly(event: KeyboardEvent<HTMLInputElement>): void {
  const printable = event.key.length === 1;
  if (printable && !/[\d+]/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
    event.preventDefault();
  }
}

function regionNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    return null;
  }
}

/**
 * The country select (a native select: keyboard, screen readers and narrow screens work as the
 * browser makes them) with the chosen country's flag, and the number, formatted as typed. Country
 * names are the browser's, in the interface language (`Intl.DisplayNames`), with their dial code.
 */
export default function PhoneInputWidget({
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  invalid,
  describedBy,
  disabled,
  autoFocus,
  validityId,
}: PhoneInputWidgetProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const labels = useMemo<Labels>(() => {
    const names = regionNames(language);
    const list: Labels = {
      country: t('phoneInput.country'),
      phone: t('phoneInput.number'),
      ext: t('phoneInput.extension'),
      ZZ: t('phoneInput.international'),
    };
    for (const { country, dialCode } of phoneCountryCodes()) {
      list[country] = `${names?.of(country) ?? country} (${dialCode})`;
    }
    return list;
  }, [language, t]);

  return (
    <>
      <PhoneInputCore
        id={id}
        // The library forwards the ref to the number <input> (its types name the component).
        ref={inputRef as never}
        className="phone-input"
        metadata={phoneMetadata}
        labels={labels}
        // Sorts the countries by their names in the interface language.
        locales={[language]}
        flagUrl={PHONE_FLAG_URL}
        defaultCountry={DEFAULT_PHONE_COUNTRY as Country}
        addInternationalOption={false}
        initialValueFormat="national"
        value={value || undefined}
        onChange={(next?: string) => onChange(next ?? '')}
        onBlur={onBlur}
        onKeyDown={allowPhoneKeysOnly}
        disabled={disabled}
        autoFocus={autoFocus}
        autoComplete="tel"
        inputMode="tel"
        aria-required="true"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy || undefined}
        numberInputProps={{ className: `form-control${invalid ? ' is-invalid' : ''}` }}
      />
      {validityId && (
        <div id={validityId} className="form-text" aria-live="polite">
          {value &&
            (isValidPhoneSync(value) ? (
              <span className="text-success">{t('phoneInput.valid')}</span>
            ) : (
              <span className="text-danger-emphasis">{t('phoneInput.notValid')}</span>
            ))}
        </div>
      )}
    </>
  );
}
