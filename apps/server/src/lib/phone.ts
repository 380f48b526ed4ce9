import type { PhoneNumber } from '@academy/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

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
  const parsed = parsePhoneNumberFromString(raw, { defaultCallingCode: callingCode || undefined });
  if (!parsed?.isValid()) return null;
  return { countryCode: `+${parsed.countryCallingCode}`, number: parsed.nationalNumber, e164: parsed.number };
}

/** A sign-in name that looks like a phone number, normalised to E.164, or null. */
export function phoneUsernameToE164(username: string): string | null {
  const value = username.trim();
  if (!value.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(value.replace(/[\s()-]/g, ''));
  return parsed ? parsed.number : null;
}
