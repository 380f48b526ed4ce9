import { z } from 'zod';
import { isValidPhone } from '@/lib/phone-number';
import { splitFullName } from './full-name';

/** Trust, round 3: at least 8 (the spec said 6). */
export const SIGNUP_PASSWORD_MIN_LENGTH = 8;
/** The server's limits (packages/contract users.ts). */
export const NAME_MAX_LENGTH = 50;
export const PASSWORD_MAX_LENGTH = 128;

/** Spec §5 sign-up rules; messages are i18n keys whose English is the spec's wording. */
export const signupSchema = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(1, 'validation.nameRequired')
      .refine((name) => {
        const { firstName, lastName } = splitFullName(name);
        return firstName.length <= NAME_MAX_LENGTH && lastName.length <= NAME_MAX_LENGTH;
      }, 'auth.signup.nameTooLong'),
    email: z.string().trim().min(1, 'validation.emailRequired').pipe(z.email('validation.emailInvalid')),
    /** E.164 from the phone input, '' when empty (checked once the metadata is there). */
    phone: z.string().min(1, 'validation.phoneRequired').refine(isValidPhone, 'validation.phoneInvalid'),
    password: z
      .string()
      .min(1, 'validation.passwordRequired')
      .min(SIGNUP_PASSWORD_MIN_LENGTH, 'validation.passwordMinLength')
      .max(PASSWORD_MAX_LENGTH, 'auth.signup.passwordTooLong'),
    confirmPassword: z.string().min(1, 'validation.confirmPasswordRequired'),
  })
  .refine((values) => !values.confirmPassword || values.password === values.confirmPassword, {
    message: 'validation.passwordsDontMatch',
    path: ['confirmPassword'],
    // Report a mismatch even while other fields are still wrong.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof value.password === 'string' && typeof value.confirmPassword === 'string';
    },
  });

export type SignupValues = z.infer<typeof signupSchema>;

export const signupDefaults: SignupValues = {
  fullName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};
