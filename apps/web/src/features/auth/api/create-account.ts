import type { SignupRequest } from '@academy/contract';
import { apiPost, isApiError } from '@/lib/api-client';
import { getLanguage } from '@/lib/i18n';
import { splitPhone } from '@/lib/phone-number';
import { browserTimeZone } from '@/lib/time-zone';
import type { User } from '@academy/contract';
import { splitFullName } from '../components/full-name';
import type { ServerFieldError } from '../components/signup-info-form';
import type { SignupValues } from '../components/signup-schema';

/** The sign-up payload of spec §3: names split, phone as { countryCode: '+46', number: '701234567' }. */
export async function toSignupRequest(values: SignupValues): Promise<SignupRequest> {
  const { firstName, lastName } = splitFullName(values.fullName);
  const phone = await splitPhone(values.phone);
  return {
    firstName,
    lastName,
    email: values.email.trim(),
    language: getLanguage(),
    phoneNumber: phone ?? { countryCode: '', number: values.phone },
    password: values.password,
    // Days, weeks and birthdays are counted in it; the account page changes it.
    timeZone: browserTimeZone(),
  };
}

/** POST /api/v1/user with the web client's Basic credentials; the caller reports failures. */
export function createAccount(request: SignupRequest): Promise<User> {
  return apiPost<User>('/v1/user', request, { basicAuth: true, silent: true });
}

const SERVER_FIELDS: Record<string, ServerFieldError['field']> = {
  firstName: 'fullName',
  lastName: 'fullName',
  email: 'email',
  phoneNumber: 'phone',
  'phoneNumber.number': 'phone',
  'phoneNumber.countryCode': 'phone',
  password: 'password',
};

/**
 * Which step-1 fields a failed sign-up points at, with the server's messages in the interface
 * language (lib/server-messages.ts); [] when it is not about a field.
 */
export function fieldErrorsOf(error: unknown): ServerFieldError[] {
  if (!isApiError(error)) return [];
  const listed = error.fieldErrors
    .map((e) => ({ field: SERVER_FIELDS[e.field], message: e.message }))
    .filter((e): e is ServerFieldError => Boolean(e.field));
  if (listed.length > 0) return listed;
  if (error.status === 409) {
    return [{ field: error.is('user.phoneTaken') ? 'phone' : 'email', message: error.message }];
  }
  return [];
}
