import { LOGIN_PASSWORD_MIN_LENGTH } from '@academy/contract/constants';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { isValidPhone } from '@/lib/phone-number';

export interface LoginValues {
  mode: 'email' | 'phone';
  email: string;
  /** E.164 from the phone input (Sweden by default), '' when empty. */
  phone: string;
  password: string;
}

export const loginDefaults: LoginValues = {
  mode: 'email',
  email: '',
  phone: '',
  password: '',
};

/**
 * The sign-in form's rules. Messages are i18n keys (translated where they are shown); the English
 * texts are spec §5's: 'Email is required' / 'Phone number is required', 'Password is required',
 * 'Password must be 6 characters long.'. Written out rather than as a zod schema: the sign-in page
 * is a first page for many visitors, and zod would be a quarter of its JavaScript.
 */
export const loginResolver: Resolver<LoginValues> = async (values) => {
  const errors: FieldErrors<LoginValues> = {};
  const fail = (field: keyof LoginValues, type: string, message: string) => {
    errors[field] = { type, message };
  };
  if (values.mode === 'email' && !values.email.trim()) fail('email', 'required', 'validation.emailRequired');
  if (values.mode === 'phone' && !values.phone) fail('phone', 'required', 'validation.phoneRequired');
  else if (values.mode === 'phone' && !(await isValidPhone(values.phone))) {
    fail('phone', 'validate', 'validation.phoneInvalid');
  }
  if (!values.password) fail('password', 'required', 'validation.passwordRequired');
  else if (values.password.length < LOGIN_PASSWORD_MIN_LENGTH) {
    fail('password', 'minLength', 'validation.passwordLoginMinLength');
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/**
 * The login's username for the chosen mode. A phone is the dial code and the number without the
 * national trunk 0 (spec §5: '+46' and '070-123 45 67' → '+46701234567'), which is the phone
 * input's E.164 value as it is.
 */
export function loginUsername(values: LoginValues): string {
  return values.mode === 'email' ? values.email.trim() : values.phone;
}
