import type { PhoneNumber } from '@academy/contract';
import { USER_MESSAGES } from '@academy/contract';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { fieldError } from './errors.ts';

const CALLING_CODES = new Set(getCountries().map((country) => getCountryCallingCode(country)));

export interface NormalizedPhone {
  /** `+46` */
  countryCode: string;
  /** National significant number, digits only: `701234567`. */
  number: string;
  /** `+46701234567`: the phone sign-in name. */
  e164: string;
}

/**
 * A real, valid number or null. `number` may be national (with or without the trunk 0) or start
 * with `+` (then the country code inside it wins); spaces, dashes and parentheses are ignored.
 */
export function normalizePhone(phone: PhoneNumber): NormalizedPhone | null {
  const callingCode = phone.countryCode.replace(/\D/g, '');
  const raw = phone.number.replace(/[\s()-]/g, '');
  if (!raw || (!callingCode && !raw.startsWith('+'))) return null;
  if (callingCode && !CALLING_CODES.has(callingCode)) return null;
  try {
    const parsed = parsePhoneNumberFromString(raw, { defaultCallingCode: callingCode || undefined });
    if (!parsed?.isValid()) return null;
    return {
      countryCode: `+${parsed.countryCallingCode}`,
      number: parsed.nationalNumber,
      e164: parsed.number,
    };
  } catch {
    return null;
  }
}

/** A valid number, or a 400 on the field that is wrong (an unknown country calling code, or the number). */
export function requirePhone(phone: PhoneNumber): NormalizedPhone {
  const callingCode = phone.countryCode.replace(/\D/g, '');
  if (callingCode && !CALLING_CODES.has(callingCode)) {
    throw fieldError('phoneNumber.countryCode', USER_MESSAGES.phoneInvalid);
  }
  const normalized = normalizePhone(phone);
  if (!normalized) throw fieldError('phoneNumber.number', USER_MESSAGES.phoneInvalid);
  return normalized;
}

/** A sign-in name that looks like a phone number, normalised to E.164, or null. */
export function phoneUsernameToE164(username: string): string | null {
  const value = username.trim();
  if (!value.startsWith('+')) return null;
  try {
    const parsed = parsePhoneNumberFromString(value.replace(/[\s()-]/g, ''));
    return parsed ? parsed.number : null;
  } catch {
    return null;
  }
}
