import { z } from 'zod';

/** Spec §5 and §9: the sign-in password rule. */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;

/** Sweden, +46 (spec §2, §9). */
export const DEFAULT_COUNTRY = 'SE';
export const DEFAULT_DIAL_CODE = '+46';

/**
 * The sign-in form. Messages are i18n keys (translated where they are shown); the English texts
 * are spec §5's: 'Email is required' / 'Phone number is required', 'Password is required',
 * 'Password must be 6 characters long.'.
 */
export const loginSchema = z
  .object({
    mode: z.enum(['email', 'phone']),
    email: z.string(),
    country: z.string(),
    dialCode: z.string(),
    phone: z.string(),
    password: z
      .string()
      .min(1, 'validation.passwordRequired')
      .min(LOGIN_PASSWORD_MIN_LENGTH, 'validation.passwordLoginMinLength'),
  })
  .superRefine((values, ctx) => {
    if (values.mode === 'email' && !values.email.trim()) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.emailRequired' });
    }
    if (values.mode === 'phone' && !values.phone.trim()) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phoneRequired' });
    }
  });

export type LoginValues = z.infer<typeof loginSchema>;

export const loginDefaults: LoginValues = {
  mode: 'email',
  email: '',
  country: DEFAULT_COUNTRY,
  dialCode: DEFAULT_DIAL_CODE,
  phone: '',
  password: '',
};

/**
 * The username the server expects for a phone: the dial code prefixed to the number (spec §5),
 * e.g. '+46' and '070-123 45 67' → '+46701234567'. Separators and the national trunk 0 go, since
 * the account stores the number without them; a number typed with its own '+' is kept as typed.
 */
export function phoneUsername(dialCode: string, phone: string): string {
  const typed = phone.trim();
  if (typed.startsWith('+')) return `+${typed.replace(/\D/g, '')}`;
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '');
  return `${dialCode}${digits}`;
}

/** The login's username for the chosen mode. */
export function loginUsername(values: LoginValues): string {
  return values.mode === 'email' ? values.email.trim() : phoneUsername(values.dialCode, values.phone);
}
