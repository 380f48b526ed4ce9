import { LANGUAGES, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@academy/contract';
import { z } from 'zod';

/*
 * Form rules of spec §5. Messages are i18n keys (translated where they are shown), so an error on
 * screen follows a language switch.
 */

const email = z
  .string()
  .trim()
  .min(1, 'account.validation.emailRequired')
  .pipe(z.email('account.validation.emailInvalid'));

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** E-mail change, step 1: the current address must be the signed-in user's username. */
/** The current password a sensitive change needs (re-authentication). */
export const currentPassword = z.string().min(1, 'account.validation.currentPasswordRequired');

export function emailChangeSchema(username: string) {
  return z
    .object({ currentEmail: email, newEmail: email, password: currentPassword })
    .superRefine(({ currentEmail, newEmail }, ctx) => {
      if (!sameAddress(currentEmail, username)) {
        ctx.addIssue({
          code: 'custom',
          path: ['currentEmail'],
          message: 'account.validation.currentEmailInvalid',
        });
      } else if (sameAddress(currentEmail, newEmail)) {
        ctx.addIssue({ code: 'custom', path: ['newEmail'], message: 'account.validation.emailsMustDiffer' });
      }
    });
}
export type EmailChangeValues = z.infer<ReturnType<typeof emailChangeSchema>>;

/** E-mail change, step 2 (spec §9: codes are at least 6 characters). */
export const verificationCodeFormSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'account.validation.codeRequired')
    .min(6, 'account.validation.codeMinLength'),
});
export type VerificationCodeValues = z.infer<typeof verificationCodeFormSchema>;

export const changePasswordSchema = z.object({
  existingPassword: z.string().min(1, 'account.validation.existingPasswordRequired'),
  newPassword: z
    .string()
    .min(1, 'account.validation.newPasswordRequired')
    .min(PASSWORD_MIN_LENGTH, 'account.validation.passwordMinLength'),
});
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** Call settings: the phone input's E.164 value (its widget takes digits only, spec §5). */
export const callSettingsSchema = z.object({
  /** Checked only when the number changes (the modal decides). */
  password: z.string(),
  phone: z.string().min(1, 'account.validation.phoneRequired'),
});
export type CallSettingsValues = z.infer<typeof callSettingsSchema>;

export const twoFactorOffSchema = z.object({ password: currentPassword });
export type TwoFactorOffValues = z.infer<typeof twoFactorOffSchema>;

export const twoFactorConfirmSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'account.validation.codeRequired')
    .regex(/^\d{6}$/, 'account.twoFactor.codeSixDigits'),
});
export type TwoFactorConfirmValues = z.infer<typeof twoFactorConfirmSchema>;

/** Name and language on the profile tab (the contract's limits; the server trims the same way). */
export const personFormSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'account.profile.errors.firstNameRequired')
    .max(NAME_MAX_LENGTH, 'account.profile.errors.nameTooLong'),
  lastName: z.string().trim().max(NAME_MAX_LENGTH, 'account.profile.errors.nameTooLong'),
  language: z.enum(LANGUAGES),
  /** An IANA zone from the select ('' while the account has none: then it is left unset). */
  timeZone: z.string(),
});
export type PersonFormValues = z.infer<typeof personFormSchema>;
