import type { User } from '@academy/contract';

type Phone = NonNullable<User['phoneNumber']>;

/** Sweden is the default country (spec §9). */
export const DEFAULT_CALLING_CODE = '+46';

/** `{ countryCode: "+46", number: "701234567" }` as one editable value, `+46701234567`. */
export function formatPhone(phone: User['phoneNumber']): string {
  if (!phone) return '';
  const code = phone.countryCode.startsWith('+') ? phone.countryCode : `+${phone.countryCode}`;
  return `${code}${phone.number}`;
}

/**
 * Splits what the user typed into calling code and national number. A number without `+` is
 * read in the user's current country (or Sweden). The phone metadata downloads only here, when a
 * number is saved. `null` when it is not a real phone number.
 */
export async function parsePhone(value: string, current: User['phoneNumber']): Promise<Phone | null> {
  const { parsePhoneNumberFromString } = await import('libphonenumber-js/min');
  const callingCode = (current?.countryCode ?? DEFAULT_CALLING_CODE).replace(/^\+/, '');
  const parsed = parsePhoneNumberFromString(value, { defaultCallingCode: callingCode });
  if (!parsed?.isValid()) return null;
  return { countryCode: `+${parsed.countryCallingCode}`, number: String(parsed.nationalNumber) };
}
