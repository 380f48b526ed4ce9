import type { User } from '@academy/contract';

/**
 * The one phone-number format of the app (sign-up, sign-in, /account): the phone input's value is
 * E.164 ('+46701234567', '' when empty); the API's `phoneNumber` is `{ countryCode: '+46', number:
 * '701234567' }`. A number without a country is read as Swedish (spec §9).
 */
export const DEFAULT_PHONE_COUNTRY = 'SE';

export type PhoneNumber = NonNullable<User['phoneNumber']>;

/** `{ countryCode: '+46', number: '701234567' }` → '+46701234567' ('' for none). */
export function formatPhone(phone: User['phoneNumber'] | undefined): string {
  if (!phone) return '';
  const code = phone.countryCode.startsWith('+') ? phone.countryCode : `+${phone.countryCode}`;
  return `${code}${phone.number}`;
}

// The metadata downloads with the phone input; these wait for it if a form is checked before.
const metadata = () => import('./phone-metadata');

/** Whether the phone input's value is a real number (false for ''). */
export async function isValidPhone(value: string): Promise<boolean> {
  if (!value) return false;
  return (await metadata()).isValidPhoneSync(value);
}

/** The phone input's value as the API's `phoneNumber`; null when it is not a valid number. */
export async function splitPhone(value: string): Promise<PhoneNumber | null> {
  if (!value) return null;
  return (await metadata()).splitPhoneSync(value);
}
