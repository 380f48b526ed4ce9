import { z } from 'zod';
import { isValidPhone } from '@/lib/phone-number';

/** Spec §5 and §9: the sign-in password rule. */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;

/**
 * The sign-in form. Messages are i18n keys (translated where they are shown); the English texts
 * are spec §5's: 'Email is required' / 'Phone number is required', 'Password is required',
 * 'Password must be 6 characters long.'.
 */
export const loginSchema = z
  .object({
    mode: z.enum(['email', 'phone']),
    email: z.string(),
    /** E.164 from the phone input (Sweden by default), '' when empty. */
    phone: z.string(),
    password: z
      .string()
      .min(1, 'validation.passwordRequired')
      .min(LOGIN_PASSWORD_MIN_LENGTH, 'validation.passwordLoginMinLength'),
  })
  .superRefine(async (values, ctx) => {
    if (values.mode === 'email' && !values.email.trim()) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.emailRequired' });
    }
    if (values.mode === 'phone' && !values.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phoneRequired' });
    } else if (values.mode === 'phone' && !(await isValidPhone(values.phone))) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phoneInvalid' });
    }
  });

export type LoginValues = z.infer<typeof loginSchema>;

export const loginDefaults: LoginValues = {
  mode: 'email',
  email: '',
  phone: '',
  password: '',
};

/**
 * The login's username for the chosen mode. A phone is the dial code and the number without the
 * national trunk 0 (spec §5: '+46' and '070-123 45 67' → '+46701234567'), which is the phone
 * input's E.164 value as it is.
 */
export function loginUsername(values: LoginValues): string {
  return values.mode === 'email' ? values.email.trim() : values.phone;
}
