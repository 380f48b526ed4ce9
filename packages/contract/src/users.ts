import { z } from 'zod';
import { languageSchema, roleNameSchema, roleSchema, userStatusSchema } from './enums.ts';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RECOVERY_CODE_COUNT,
  USER_MESSAGES,
} from './constants/users.ts';
import { timeZoneSchema } from './time-zone.ts';

export const trimmedName = (required: boolean) =>
  z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH, USER_MESSAGES.nameTooLong)
    // A name goes into mails' greetings and subjects: one line only.
    .refine((v) => !/[\r\n\t\u0085\u2028\u2029]/.test(v), USER_MESSAGES.nameOneLine)
    .refine((v) => !required || v.length > 0, USER_MESSAGES.nameRequired);

export const emailSchema = z
  .string(USER_MESSAGES.emailRequired)
  .trim()
  .min(1, USER_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, USER_MESSAGES.emailInvalid)
  .pipe(z.email(USER_MESSAGES.emailInvalid))
  .transform((v) => v.toLowerCase());

export const passwordSchema = z
  .string(USER_MESSAGES.passwordRequired)
  .min(1, USER_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, USER_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, USER_MESSAGES.passwordTooLong);

/** `{ countryCode: "+46", number: "701234567" }`; the server checks the number is a real one. */
export const phoneNumberSchema = z.object({
  countryCode: z
    .string(USER_MESSAGES.phoneRequired)
    .trim()
    .regex(/^\+?\d{1,4}$/, USER_MESSAGES.phoneInvalid),
  number: z
    .string(USER_MESSAGES.phoneRequired)
    .trim()
    .min(1, USER_MESSAGES.phoneRequired)
    .max(30, USER_MESSAGES.phoneInvalid)
    .regex(/^[\d\s()+-]+$/, USER_MESSAGES.phoneInvalid),
});
export type PhoneNumber = z.infer<typeof phoneNumberSchema>;

export const idSchema = z.uuid('Invalid id');

/** The user JSON of every user call (api-contract.md, "Users"). Never a hash or a secret. */
export const userSchema = z.object({
  id: z.string(),
  /** The e-mail. */
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.object({ countryCode: z.string(), number: z.string() }).nullable(),
  /** The phone number's text-message code was confirmed: only then is it a sign-in name. */
  phoneVerified: z.boolean(),
  status: userStatusSchema,
  verificationId: z.string().nullable(),
  /** The first one is the main role. */
  authorities: z.array(roleSchema),
  twoFAEnabledStatus: z.boolean(),
  /** True once the player record exists. */
  player: z.boolean(),
  /** True once the manager record exists. */
  manager: z.boolean(),
  language: languageSchema,
  /** IANA time zone (days, weeks from Monday, birthdays); null until the browser has told it. */
  timeZone: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
export const userListSchema = z.array(userSchema);

/** `POST /api/v1/user` (Basic client credentials): the sign-up payload of spec §3. */
export const signupRequestSchema = z.object({
  firstName: trimmedName(true),
  lastName: trimmedName(false).default(''),
  email: emailSchema,
  language: languageSchema.default('en'),
  phoneNumber: phoneNumberSchema,
  password: passwordSchema,
  /** The browser's time zone. */
  timeZone: timeZoneSchema.optional(),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** `PUT /api/v1/user`: set a role. `ROLE_`-prefixed names are accepted too. */
export const setRoleRequestSchema = z.object({
  id: idSchema,
  role: z.preprocess((v) => (typeof v === 'string' ? v.replace(/^ROLE_/, '') : v), roleNameSchema),
  /** The super admin's own password: needed to grant or remove ADMIN (400 on `password`). */
  password: z.string().max(1024).optional(),
});
export type SetRoleRequest = z.input<typeof setRoleRequestSchema>;

export const verificationCodeSchema = z
  .string('Verification code is required')
  .trim()
  .min(1, 'Verification code is required')
  .regex(/^\d{6}$/, 'Verification code must be atleast 6 characters long.');

/** `PUT /api/v1/user/verify`: `id` is the verification id (`user.verificationId`) or the user id. */
export const verifyUserRequestSchema = z.object({ id: idSchema, code: verificationCodeSchema });
export type VerifyUserRequest = z.input<typeof verifyUserRequestSchema>;

/** `PUT /api/v1/user/change-password`. */
export const changePasswordRequestSchema = z.object({
  id: idSchema,
  newPassword: passwordSchema,
  existingPassword: z.string().min(1, USER_MESSAGES.passwordRequired).max(1024),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** The account's current password, sent with a sensitive change (re-authentication). */
export const currentPasswordSchema = z.string().max(1024).optional();

/** `PUT /api/v1/user/enable-2fa`: `password` is needed to turn it on and to turn it off. */
export const enableTwoFactorRequestSchema = z.object({
  id: idSchema,
  enabled: z.boolean(),
  password: currentPasswordSchema,
});
export type EnableTwoFactorRequest = z.input<typeof enableTwoFactorRequestSchema>;
/** Enabling answers the TOTP key (base32) and its otpauth:// URL; disabling answers nulls. */
export const enableTwoFactorResponseSchema = z.object({
  key: z.string().nullable(),
  otpauthUrl: z.string().nullable(),
});
export type EnableTwoFactorResponse = z.infer<typeof enableTwoFactorResponseSchema>;

/** `PUT /api/v1/user/enable-2fa/confirm`: a valid TOTP code turns two-factor on. */
export const confirmTwoFactorRequestSchema = z.object({ id: idSchema, code: verificationCodeSchema });
export type ConfirmTwoFactorRequest = z.input<typeof confirmTwoFactorRequestSchema>;
/** Shown once; each works once as `code` in the password grant. */
export const confirmTwoFactorResponseSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type ConfirmTwoFactorResponse = z.infer<typeof confirmTwoFactorResponseSchema>;

/** `GET /api/v1/user/2fa/recovery-codes`: how many recovery codes are still unused (0 when off). */
export const recoveryCodesLeftResponseSchema = z.object({ remaining: z.number().int().min(0) });
export type RecoveryCodesLeftResponse = z.infer<typeof recoveryCodesLeftResponseSchema>;
/** `POST /api/v1/user/2fa/recovery-codes`: ten new codes (the old ones stop working); needs the password. */
export const renewRecoveryCodesRequestSchema = z.object({ password: currentPasswordSchema });
export type RenewRecoveryCodesRequest = z.input<typeof renewRecoveryCodesRequestSchema>;

/** `POST /api/v1/user/password-reset`: 202 whether or not the e-mail has an account. */
export const passwordResetRequestSchema = z.object({
  email: emailSchema,
  language: languageSchema.default('en'),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;
export const passwordResetAcceptedSchema = z.object({});

/** `PUT /api/v1/user/password-reset`: the mailed code and the new password; every session ends. */
export const passwordResetConfirmSchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  newPassword: passwordSchema,
});
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

/**
 * `PUT /api/v1/user/{id}/person`: the web sends the whole user object; only the person fields are
 * read (firstName, lastName, phoneNumber, language). Role, status and e-mail never change here.
 */
export const updatePersonRequestSchema = z.object({
  id: idSchema.optional(),
  firstName: trimmedName(true).optional(),
  lastName: trimmedName(false).optional(),
  /** null removes the phone number. */
  phoneNumber: phoneNumberSchema.nullable().optional(),
  language: languageSchema.optional(),
  /** null or absent: left as it is (the web sends the whole user). */
  timeZone: timeZoneSchema.nullish(),
  /** Needed when the phone number changes. */
  password: currentPasswordSchema,
});
export type UpdatePersonRequest = z.input<typeof updatePersonRequestSchema>;

/** `PUT /api/v1/user/username`: the e-mail change, with the code mailed to the new address. */
export const changeUsernameRequestSchema = z.object({
  id: idSchema,
  language: languageSchema.optional(),
  newUsername: emailSchema,
  verificationCode: verificationCodeSchema,
  verificationId: idSchema,
});
export type ChangeUsernameRequest = z.input<typeof changeUsernameRequestSchema>;

/** `POST /api/v1/user/admin` (super admins only). */
export const createAdminRequestSchema = z.object({
  email: emailSchema,
  firstName: trimmedName(true),
  lastName: trimmedName(false).default(''),
  password: passwordSchema,
});
export type CreateAdminRequest = z.input<typeof createAdminRequestSchema>;

export const userIdParamsSchema = z.object({ id: idSchema });
/** The web adds `language` to every GET. */
export const languageQuerySchema = z.object({ language: languageSchema.optional() });
