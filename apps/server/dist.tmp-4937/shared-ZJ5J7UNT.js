import {
  __export
} from "./shared-L3IDO5JF.js";

// packages/contract/src/users.ts
import { z as z2 } from "zod";

// packages/contract/src/enums.ts
import { z } from "zod";
var LANGUAGES = ["en", "sv", "fr", "pt"];
var languageSchema = z.enum(LANGUAGES);
var ROLES = [
  "ROLE_PLAYER",
  "ROLE_MANAGER",
  "ROLE_PUBLIC",
  "ROLE_ADMIN",
  "ROLE_SUPER_ADMIN"
];
var roleSchema = z.enum(ROLES);
var roleNameSchema = z.enum(["PLAYER", "MANAGER", "PUBLIC", "ADMIN", "SUPER_ADMIN"]);
var USER_STATUSES = ["NON_VERIFIED", "ACTIVE", "DISABLED"];
var userStatusSchema = z.enum(USER_STATUSES);
var POSITIONS = [
  "GOAL_KEEPER",
  "CENTER_BACK",
  "WING_BACK",
  "DEFENSIVE_MIDFIELD",
  "ATTACKING_MIDFIELD",
  "WIDE_MIDFIELD",
  "CENTER_FORWARD"
];
var positionSchema = z.enum(POSITIONS);
var GENDERS = ["MALE", "FEMALE"];
var genderSchema = z.enum(GENDERS);
var PAYMENT_MODELS = ["MONTHLY", "YEARLY"];
var paymentModelSchema = z.enum(PAYMENT_MODELS);
var PHASE_STATUSES = ["COMPLETE", "ACTIVE", "INACTIVE"];
var phaseStatusSchema = z.enum(PHASE_STATUSES);
var SUBSCRIPTION_STATUSES = ["ACTIVE", "ENDED"];
var subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

// packages/contract/src/users.ts
var PASSWORD_MIN_LENGTH = 6;
var PASSWORD_MAX_LENGTH = 128;
var NAME_MAX_LENGTH = 50;
var EMAIL_MAX_LENGTH = 254;
var USER_MESSAGES = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters long.`,
  emailRequired: "Email is required",
  emailInvalid: "Please enter valid email address",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid phone number",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be atleast 6 characters long.",
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  emailTaken: "An account with this email already exists",
  phoneTaken: "An account with this phone number already exists",
  existingPasswordWrong: "Existing password is incorrect",
  sameEmail: "Both Email address cannot be the same!",
  twoFactorNotForAdmins: "Two-factor authentication cannot be changed for admin accounts",
  twoFactorAlreadyEnabled: "Two-factor authentication is already enabled",
  roleAlreadyChosen: "A role has already been chosen; changing it needs an admin",
  adminRoleNeedsSuperAdmin: "Only a super admin may give or take admin roles",
  userNotFound: "User not found",
  idMismatch: "The id in the body does not match the address",
  currentPasswordRequired: "Enter your current password",
  currentPasswordWrong: "Password is incorrect",
  accountNotVerified: "Account not verified",
  twoFactorNotStarted: "Start two-factor authentication first",
  resetCodeInvalid: "Invalid or expired code",
  invalidTotpCode: "Invalid verification code"
};
var trimmedName = (required) => z2.string().trim().max(NAME_MAX_LENGTH, USER_MESSAGES.nameTooLong).refine((v) => !required || v.length > 0, USER_MESSAGES.nameRequired);
var emailSchema = z2.string(USER_MESSAGES.emailRequired).trim().min(1, USER_MESSAGES.emailRequired).max(EMAIL_MAX_LENGTH, USER_MESSAGES.emailInvalid).pipe(z2.email(USER_MESSAGES.emailInvalid)).transform((v) => v.toLowerCase());
var passwordSchema = z2.string(USER_MESSAGES.passwordRequired).min(1, USER_MESSAGES.passwordRequired).min(PASSWORD_MIN_LENGTH, USER_MESSAGES.passwordTooShort).max(PASSWORD_MAX_LENGTH, USER_MESSAGES.passwordTooLong);
var phoneNumberSchema = z2.object({
  countryCode: z2.string(USER_MESSAGES.phoneRequired).trim().regex(/^\+?\d{1,4}$/, USER_MESSAGES.phoneInvalid),
  number: z2.string(USER_MESSAGES.phoneRequired).trim().min(1, USER_MESSAGES.phoneRequired).max(30, USER_MESSAGES.phoneInvalid).regex(/^[\d\s()+-]+$/, USER_MESSAGES.phoneInvalid)
});
var idSchema = z2.uuid("Invalid id");
var userSchema = z2.object({
  id: z2.string(),
  /** The e-mail. */
  username: z2.string(),
  email: z2.string(),
  firstName: z2.string(),
  lastName: z2.string(),
  phoneNumber: z2.object({ countryCode: z2.string(), number: z2.string() }).nullable(),
  status: userStatusSchema,
  verificationId: z2.string().nullable(),
  /** The first one is the main role. */
  authorities: z2.array(roleSchema),
  twoFAEnabledStatus: z2.boolean(),
  /** True once the player record exists. */
  player: z2.boolean(),
  /** True once the manager record exists. */
  manager: z2.boolean(),
  language: languageSchema
});
var userListSchema = z2.array(userSchema);
var signupRequestSchema = z2.object({
  firstName: trimmedName(true),
  lastName: trimmedName(false).default(""),
  email: emailSchema,
  language: languageSchema.default("en"),
  phoneNumber: phoneNumberSchema,
  password: passwordSchema
});
var setRoleRequestSchema = z2.object({
  id: idSchema,
  role: z2.preprocess((v) => typeof v === "string" ? v.replace(/^ROLE_/, "") : v, roleNameSchema)
});
var verificationCodeSchema = z2.string("Verification code is required").trim().min(1, "Verification code is required").regex(/^\d{6}$/, "Verification code must be atleast 6 characters long.");
var verifyUserRequestSchema = z2.object({ id: idSchema, code: verificationCodeSchema });
var changePasswordRequestSchema = z2.object({
  id: idSchema,
  newPassword: passwordSchema,
  existingPassword: z2.string().min(1, USER_MESSAGES.passwordRequired).max(1024)
});
var currentPasswordSchema = z2.string().max(1024).optional();
var enableTwoFactorRequestSchema = z2.object({
  id: idSchema,
  enabled: z2.boolean(),
  password: currentPasswordSchema
});
var enableTwoFactorResponseSchema = z2.object({
  key: z2.string().nullable(),
  otpauthUrl: z2.string().nullable()
});
var confirmTwoFactorRequestSchema = z2.object({ id: idSchema, code: verificationCodeSchema });
var RECOVERY_CODE_COUNT = 10;
var confirmTwoFactorResponseSchema = z2.object({
  recoveryCodes: z2.array(z2.string()).length(RECOVERY_CODE_COUNT)
});
var passwordResetRequestSchema = z2.object({
  email: emailSchema,
  language: languageSchema.default("en")
});
var passwordResetAcceptedSchema = z2.object({});
var passwordResetConfirmSchema = z2.object({
  email: emailSchema,
  code: verificationCodeSchema,
  newPassword: passwordSchema
});
var updatePersonRequestSchema = z2.object({
  id: idSchema.optional(),
  firstName: trimmedName(true).optional(),
  lastName: trimmedName(false).optional(),
  /** null removes the phone number. */
  phoneNumber: phoneNumberSchema.nullable().optional(),
  language: languageSchema.optional(),
  /** Needed when the phone number changes. */
  password: currentPasswordSchema
});
var changeUsernameRequestSchema = z2.object({
  id: idSchema,
  language: languageSchema.optional(),
  newUsername: emailSchema,
  verificationCode: verificationCodeSchema,
  verificationId: idSchema
});
var createAdminRequestSchema = z2.object({
  email: emailSchema,
  firstName: trimmedName(true),
  lastName: trimmedName(false).default(""),
  password: passwordSchema
});
var userIdParamsSchema = z2.object({ id: idSchema });
var languageQuerySchema = z2.object({ language: languageSchema.optional() });

// packages/contract/src/errors.ts
import { z as z3 } from "zod";
var fieldErrorSchema = z3.object({ field: z3.string(), message: z3.string() });
var errorBodySchema = z3.object({
  status: z3.number().int(),
  error: z3.string(),
  message: z3.string(),
  path: z3.string(),
  errors: z3.array(fieldErrorSchema).optional()
});
var oauthErrorSchema = z3.object({
  error: z3.enum([
    "invalid_request",
    "invalid_client",
    "invalid_grant",
    "unauthorized_client",
    "unsupported_grant_type",
    "invalid_scope"
  ]),
  error_description: z3.string().optional()
});
var HTTP_REASONS = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable"
};
var ERROR_MESSAGES = {
  playerNotFound: "Player not found",
  managerNotFound: "Manager not found",
  badCredentials: "Bad credentials",
  invalidVerificationCode: "Invalid verification code",
  notFound: "Not found",
  unauthorized: "Full authentication is required to access this resource",
  forbidden: "Access is denied",
  malformedJson: "Malformed JSON in request body",
  bodyTooLarge: "Request body is larger than 1 MB",
  unsupportedMediaType: "A request body needs a supported Content-Type (application/json)",
  tooManyRequests: "Too many requests, please try again later",
  internal: "An unexpected error occurred",
  unavailable: "The service is briefly unavailable, please try again shortly",
  validation: "Validation failed"
};

// packages/contract/src/health.ts
import { z as z4 } from "zod";
var healthSchema = z4.object({ status: z4.literal("ok"), uptime: z4.number() });
var readySchema = z4.object({
  status: z4.enum(["ok", "unavailable"]),
  database: z4.enum(["pglite", "postgres"])
});

// packages/contract/src/support.ts
import { z as z5 } from "zod";
var trimmed = (min, max) => z5.string().trim().min(min).max(max);
var supportMessageRequestSchema = z5.object({
  userId: z5.string().uuid().optional().nullable(),
  email: z5.email().max(254).optional().nullable(),
  subject: trimmed(1, 200),
  message: trimmed(1, 5e3)
});
var supportMessageResponseSchema = z5.object({ id: z5.string(), reference: z5.number().int() });
var eventRequestSchema = z5.object({
  name: z5.string().trim().min(1).max(100).regex(/^[\w.:\-/ ]+$/, "Only letters, digits and . : - / _ are allowed")
});
var eventResponseSchema = z5.object({ id: z5.string(), name: z5.string() });

// packages/contract/src/auth.ts
import { z as z6 } from "zod";
var TOKEN_SCOPE = "read write";
var formValue = (max) => z6.string().max(max);
var clientCredentialFields = {
  client_id: formValue(200).optional(),
  client_secret: formValue(200).optional()
};
var tokenRequestSchema = z6.object({
  grant_type: formValue(64).optional(),
  username: formValue(320).optional(),
  password: formValue(1024).optional(),
  scope: formValue(200).optional(),
  code: formValue(32).optional(),
  refresh_token: formValue(200).optional(),
  firstName: formValue(200).optional(),
  lastName: formValue(200).optional(),
  ...clientCredentialFields
});
var passwordGrantSchema = z6.object({
  grant_type: z6.literal("password"),
  username: z6.string().min(1),
  password: z6.string().min(1),
  scope: z6.literal(TOKEN_SCOPE).default(TOKEN_SCOPE),
  code: z6.string().optional()
});
var refreshGrantSchema = z6.object({
  grant_type: z6.literal("refresh_token"),
  refresh_token: z6.string().min(1)
});
var accountCreationTokenRequestSchema = z6.object({
  firstName: z6.string(),
  lastName: z6.string(),
  username: z6.string().min(1),
  password: z6.string().min(1)
});
var tokenResponseSchema = z6.object({
  access_token: z6.string(),
  token_type: z6.literal("bearer"),
  refresh_token: z6.string(),
  /** Seconds; the web stores now + expires_in × 1000 ms. */
  expires_in: z6.number().int(),
  scope: z6.string()
});
var checkTokenQuerySchema = z6.object({ token: z6.string().max(200).optional() });
var checkTokenBodySchema = z6.object({ token: z6.string().max(200).optional(), ...clientCredentialFields }).nullish();
var checkTokenResponseSchema = z6.union([
  z6.object({
    active: z6.literal(true),
    /** The user's e-mail. */
    user_name: z6.string(),
    authorities: z6.array(z6.string()),
    /** Expiry of the access token, seconds since the epoch. */
    exp: z6.number().int(),
    client_id: z6.string(),
    scope: z6.string()
  }),
  z6.object({ active: z6.literal(false) })
]);
var revokeTokenRequestSchema = z6.object({
  token: z6.string().max(200).optional(),
  token_type_hint: z6.string().max(64).optional(),
  ...clientCredentialFields
});
var revokeTokenResponseSchema = z6.object({});
var oauthErrorBodySchema = z6.object({
  error: z6.string(),
  error_description: z6.string().optional()
});
var OAUTH_MESSAGES = {
  badCredentials: "Bad credentials",
  invalidVerificationCode: "Invalid verification code",
  userDisabled: "User is disabled",
  invalidRefreshToken: "Invalid refresh token",
  badClient: "Bad client credentials",
  tooManyAttempts: "Too many sign-in attempts, please try again later"
};

// packages/contract/src/verification.ts
import { z as z7 } from "zod";
var VERIFICATION_CODE_TTL_MINUTES = 15;
var verificationTypeSchema = z7.enum([
  "ACCOUNT_VERIFICATION",
  "CHANGE_USER_ACCOUNT_USERNAME",
  "PASSWORD_RESET"
]);
var VERIFICATION_MESSAGES = {
  invalidCode: "Invalid verification code",
  expired: "Verification code has expired, please request a new one",
  tooManyAttempts: "Too many wrong codes, please request a new one",
  alreadyUsed: "This verification code has already been used",
  notFound: "Verification not found",
  wrongAddress: "The verification was sent to another address",
  emailTaken: "An account with this email already exists"
};
var createVerificationRequestSchema = z7.object({
  userId: idSchema,
  language: languageSchema.default("en"),
  /** Accepted for compatibility: codes always go by e-mail. */
  sendEmail: z7.boolean().optional(),
  type: z7.literal("CHANGE_USER_ACCOUNT_USERNAME"),
  sendEmailTo: emailSchema,
  /** The current password (re-authentication). */
  password: currentPasswordSchema
});
var verificationIdResponseSchema = z7.object({ id: z7.string() });
var resendCodeParamsSchema = z7.object({ id: idSchema });
var resendCodeQuerySchema = z7.object({ language: languageSchema.optional() });
var resendCodeRequestSchema = z7.object({ id: idSchema.optional() });

// packages/contract/src/prices.ts
var PRICE_REGIONS = ["DEFAULT", "AFRICA"];
var AFRICA_PRICE_COUNTRIES = /* @__PURE__ */ new Set([
  "DZ",
  "AO",
  "BJ",
  "BW",
  "BF",
  "BI",
  "CV",
  "CM",
  "CF",
  "TD",
  "KM",
  "CG",
  "CD",
  "CI",
  "DJ",
  "EG",
  "GQ",
  "ER",
  "SZ",
  "ET",
  "GA",
  "GM",
  "GH",
  "GN",
  "GW",
  "KE",
  "LS",
  "LR",
  "LY",
  "MG",
  "MW",
  "ML",
  "MR",
  "MU",
  "MA",
  "MZ",
  "NA",
  "NE",
  "NG",
  "RW",
  "ST",
  "SN",
  "SC",
  "SL",
  "SO",
  "ZA",
  "SS",
  "SD",
  "TZ",
  "TG",
  "TN",
  "UG",
  "ZM",
  "ZW"
]);
function priceRegionOf(countryCode) {
  return countryCode && AFRICA_PRICE_COUNTRIES.has(countryCode.toUpperCase()) ? "AFRICA" : "DEFAULT";
}
var REGION_FEES = {
  DEFAULT: [
    { type: "MONTHLY", amount: 9900, currency: "SEK", label: "99 kr" },
    { type: "YEARLY", amount: 99500, currency: "SEK", label: "995 kr" }
  ],
  AFRICA: [
    { type: "MONTHLY", amount: 900, currency: "SEK", label: "1 $" },
    { type: "YEARLY", amount: 9900, currency: "SEK", label: "10 $" }
  ]
};
var REGION_CURRENCY = {
  DEFAULT: REGION_FEES.DEFAULT[0].currency,
  AFRICA: REGION_FEES.AFRICA[0].currency
};
function groupThousands(digits) {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, "\xA0");
}
function formatAmountLabel(amount, currency) {
  const [whole = "0", cents] = (amount % 100 === 0 ? String(amount / 100) : (amount / 100).toFixed(2)).split(
    "."
  );
  const value = cents ? `${groupThousands(whole)}.${cents}` : groupThousands(whole);
  return currency.toUpperCase() === "SEK" ? `${value} kr` : `${value} ${currency.toUpperCase()}`;
}

// packages/contract/src/programs.ts
import { z as z8 } from "zod";
var priceRegionSchema = z8.enum(PRICE_REGIONS);
var PROGRAM_STATUSES = ["PUBLIC", "DRAFT", "ARCHIVED"];
var programStatusSchema = z8.enum(PROGRAM_STATUSES);
var id = z8.string().describe("UUID");
var feeSchema = z8.object({
  type: z8.enum(PAYMENT_MODELS),
  amount: z8.number().int().nonnegative().describe("Minor units, e.g. 9900 = 99 kr: what is charged"),
  currency: z8.string().length(3).describe("ISO 4217, e.g. SEK"),
  region: priceRegionSchema.describe("The price region (the player's, from the profile's location)"),
  label: z8.string().describe("What to show, the same in every language: 99 kr, 995 kr, 1 $, 10 $")
});
var trainingProgramSchema = z8.object({
  id,
  title: z8.string(),
  ageGroupId: z8.string(),
  status: programStatusSchema,
  fees: z8.array(feeSchema)
});
var trainingProgramListSchema = z8.array(trainingProgramSchema);
var programQuerySchema = z8.object({
  status: programStatusSchema.default("PUBLIC"),
  language: languageSchema.optional()
});
var programListQuerySchema = programQuerySchema.extend({
  ageGroupId: z8.string().min(1).max(20).optional().describe("Only the program of this age group")
});
var ageGroupParamsSchema = z8.object({ ageGroup: z8.string().min(1).max(20) });
var programIdParamsSchema = z8.object({ id: z8.uuid() });
var trainingProgramBlockSchema = z8.object({
  id,
  title: z8.string(),
  order: z8.number().int().positive()
});
var trainingProgramBlockListSchema = z8.array(trainingProgramBlockSchema);
var programLanguageQuerySchema = z8.object({ language: languageSchema.optional() });
var createPlayerTrainingProgramSchema = z8.object({
  playerTrainingProgramSubscriptionId: z8.uuid()
});
var playerTrainingProgramSchema = z8.object({
  id,
  playerId: id,
  trainingProgramId: id,
  playerTrainingProgramSubscriptionId: id,
  createdAt: z8.string().describe("ISO 8601")
});
var playerTrainingProgramBlockQuerySchema = z8.object({
  playerTrainingProgramId: z8.uuid(),
  language: languageSchema.optional()
});
var playerTrainingProgramBlockSchema = z8.object({
  id,
  status: phaseStatusSchema,
  startDate: z8.string().nullable().describe("ISO 8601"),
  trainingProgramBlockId: id
});
var playerTrainingProgramBlockListSchema = z8.array(playerTrainingProgramBlockSchema);

// packages/contract/src/subscriptions.ts
import { z as z9 } from "zod";
var id2 = z9.string().describe("UUID");
var PAYMENT_STATUSES = ["NONE", "TRIAL", "PAID", "PAST_DUE", "UNPAID"];
var paymentStatusSchema = z9.enum(PAYMENT_STATUSES);
var PAST_DUE_GRACE_DAYS = 7;
var subscriptionSchema = z9.object({
  id: id2,
  status: subscriptionStatusSchema,
  startDate: z9.string().describe("ISO 8601"),
  availableTill: z9.string().nullable().describe("Set once cancelled: the subscription runs until then (end of the paid or free period)"),
  billingEnabled: z9.boolean(),
  yearlyPaidOff: z9.boolean(),
  paymentModel: paymentModelSchema.nullable(),
  playerTrainingProgramId: z9.string().nullable(),
  trainingProgram: z9.object({ id: id2, title: z9.string(), fees: z9.array(feeSchema) }),
  paymentStatus: paymentStatusSchema.describe(
    "NONE without billing, TRIAL in the free month, PAID, PAST_DUE (a renewal failed: training goes on until graceEndsAt), UNPAID (training paused until paid)"
  ),
  trialEndsAt: z9.string().nullable().describe("ISO 8601: the end of the free month, on the first subscription"),
  nextChargeAt: z9.string().nullable().describe("ISO 8601: when the card is charged next (null without billing or once cancelled)"),
  graceEndsAt: z9.string().nullable().describe("ISO 8601, while PAST_DUE: when training pauses unless paid")
});
var subscriptionListSchema = z9.array(subscriptionSchema);
var subscriptionListQuerySchema = z9.object({
  status: subscriptionStatusSchema.optional(),
  language: languageSchema.optional(),
  playerId: z9.uuid().optional()
});
var coupon = z9.string().trim().max(100).nullish();
var createSubscriptionSchema = z9.object({
  playerId: z9.uuid(),
  trainingProgramId: z9.uuid(),
  coupon
});
var subscriptionParamsSchema = z9.object({ id: z9.uuid() });
var subscriptionLanguageQuerySchema = z9.object({ language: languageSchema.optional() });
var enableBillingSchema = z9.object({
  playerId: z9.uuid(),
  subscriptionId: z9.uuid(),
  paymentModel: paymentModelSchema.optional()
});
var SUBSCRIPTION_MESSAGES = {
  subscriptionNotFound: "Subscription not found",
  programNotFound: "Training program not found",
  subscriptionEnded: "The subscription has ended",
  billingAlreadyEnabled: "Billing is already enabled for this subscription",
  noPaymentMethod: "No saved card: use the card checkout",
  paymentModelRequired: "Choose MONTHLY or YEARLY",
  notBilled: "The subscription is not billed: nothing to switch",
  samePaymentModel: "The subscription is already on this plan",
  unpaid: "Training is paused until the subscription is paid: update your card",
  paymentInProgress: "A payment for this subscription is already in progress"
};
var switchPaymentModelSchema = z9.object({
  paymentModel: paymentModelSchema,
  /** Without it the call only answers the proration (a preview); with true it switches. */
  confirm: z9.boolean().default(false)
});
var paymentModelSwitchSchema = z9.object({
  paymentModel: paymentModelSchema,
  /** Minor units charged now: the new plan's price less the unused part of the current period. */
  amountDueNow: z9.number().int(),
  currency: z9.string(),
  label: z9.string().describe("amountDueNow as every screen shows it"),
  /** The unused part of the current period, credited. */
  credit: z9.number().int().nonnegative(),
  newPrice: feeSchema,
  nextChargeAt: z9.string().nullable(),
  switched: z9.boolean(),
  subscription: subscriptionSchema
});

// packages/contract/src/billing.ts
import { z as z10 } from "zod";
var callbackUrl = z10.string().trim().max(2e3).describe("Absolute URL on the app origin (PUBLIC_URL) or an allowed return origin");
var checkoutSessionRequestSchema = z10.object({
  language: languageSchema.default("en"),
  subscriptionId: z10.uuid(),
  paymentModel: paymentModelSchema,
  callBackCancelURL: callbackUrl.optional(),
  callBackSuccessURL: callbackUrl.optional(),
  coupon: z10.string().trim().max(100).nullish(),
  metaData: z10.object({ event: z10.string().max(200).optional() }).catchall(z10.union([z10.string().max(500), z10.number(), z10.boolean(), z10.null()])).nullish().describe("Free-form; `event` names a referral (spec \xA73)")
});
var checkoutSessionResponseSchema = z10.object({
  sessionId: z10.string(),
  url: z10.string()
});
var paymentMethodQuerySchema = z10.object({ playerId: z10.uuid() });
var paymentMethodSchema = z10.object({
  brand: z10.string(),
  lastFourDigits: z10.string().regex(/^\d{4}$/)
});
var webhookResponseSchema = z10.object({ received: z10.literal(true) });
var SANDBOX_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  /** Attaches, then every charge fails (Stripe's 4000 0000 0000 0341). */
  failsLater: "4000000000000341"
};
var paymentsQuerySchema = z10.object({ playerId: z10.uuid(), language: languageSchema.optional() });
var paymentSchema = z10.object({
  id: z10.string(),
  amount: z10.number().int().describe("Minor units"),
  currency: z10.string(),
  label: z10.string().describe("The amount as every screen shows it: 99 kr, 1 $"),
  paidAt: z10.string().describe("ISO 8601"),
  description: z10.string().describe("What it paid for, in `language`: program, plan and period"),
  receiptUrl: z10.string().describe("A printable receipt page")
});
var paymentListSchema = z10.array(paymentSchema);
var portalSessionRequestSchema = z10.object({
  playerId: z10.uuid(),
  returnURL: callbackUrl.optional(),
  language: languageSchema.default("en")
});
var portalSessionResponseSchema = z10.object({ url: z10.string() });
var BILLING_MESSAGES = {
  paymentMethodNotFound: "Payment method not found",
  callbackNotAllowed: "Must be an absolute http(s) URL on this site or an allowed return origin",
  badSignature: "Invalid webhook signature",
  noCustomer: "No card on file yet: subscribe through checkout first"
};

// packages/contract/src/locations.ts
import { z as z11 } from "zod";
var LOCATION_QUERY_MAX_LENGTH = 100;
var LOCATION_SEARCH_DEFAULT_LIMIT = 10;
var LOCATION_SEARCH_MAX_LIMIT = 25;
var LOCATION_MESSAGES = {
  queryRequired: "Type at least one letter of the place",
  queryTooLong: `The search may be at most ${LOCATION_QUERY_MAX_LENGTH} characters long`,
  locationIdInvalid: "Not a location id",
  locationNotFound: "Location not found",
  latitudeInvalid: "Latitude must be a number between -90 and 90",
  longitudeInvalid: "Longitude must be a number between -180 and 180"
};
var coordinate = (min, max, message) => z11.string(message).trim().regex(/^[-+]?(\d{1,3}(\.\d{1,15})?|\.\d{1,15})$/, message).transform(Number).pipe(z11.number().min(min, message).max(max, message));
var locationSearchQuerySchema = z11.object({
  query: z11.string(LOCATION_MESSAGES.queryRequired).max(LOCATION_QUERY_MAX_LENGTH, LOCATION_MESSAGES.queryTooLong).trim().min(1, LOCATION_MESSAGES.queryRequired),
  language: languageSchema.optional(),
  limit: z11.coerce.number().int().min(1).max(LOCATION_SEARCH_MAX_LIMIT).optional()
});
var locationSuggestionSchema = z11.object({
  /** `City, Region?, Country` in the request's language. */
  label: z11.string(),
  city: z11.string(),
  country: z11.string(),
  /** ISO 3166-1 alpha-2 of `country`. */
  countryCode: z11.string(),
  /** null for a city (the offline geocoder knows no streets). */
  street: z11.string().nullable(),
  /** Pass to `GET /api/v1/location-detail`; stable (`gn:` + the GeoNames id offline). */
  locationId: z11.string()
});
var locationSuggestionListSchema = z11.array(locationSuggestionSchema);
var locationIdSchema = z11.string(LOCATION_MESSAGES.locationIdInvalid).trim().min(1, LOCATION_MESSAGES.locationIdInvalid).max(64, LOCATION_MESSAGES.locationIdInvalid).regex(/^[a-z]{1,8}:[A-Za-z0-9_.-]{1,48}$/, LOCATION_MESSAGES.locationIdInvalid);
var locationDetailQuerySchema = z11.object({
  locationId: locationIdSchema,
  language: languageSchema.optional()
});
var locationDetailSchema = z11.object({ Latitude: z11.number(), Longitude: z11.number() });
var reverseGeocodeQuerySchema = z11.object({
  latitude: coordinate(-90, 90, LOCATION_MESSAGES.latitudeInvalid),
  longitude: coordinate(-180, 180, LOCATION_MESSAGES.longitudeInvalid),
  language: languageSchema.optional()
});
var reverseGeocodeSchema = z11.object({
  /** Nearest city of the data set in the point's country; null far from any. */
  city: z11.string().nullable(),
  /** The country's name in the request's language; null at sea. */
  country: z11.string().nullable(),
  /** ISO 3166-1 alpha-2; null at sea. */
  countryCode: z11.string().nullable(),
  /** Always null offline. */
  streetAddress: z11.string().nullable()
});

// packages/contract/src/clubs.ts
import { z as z12 } from "zod";
var CLUB_NAME_MIN_LENGTH = 2;
var CLUB_NAME_MAX_LENGTH = 100;
var CLUB_LIST_MAX_SIZE = 5e3;
var CLUB_QUERY_MAX_LENGTH = 100;
var CLUB_MESSAGES = {
  nameRequired: "Club name is required",
  nameTooShort: `Club name must be at least ${CLUB_NAME_MIN_LENGTH} characters long`,
  nameTooLong: `Club name must be at most ${CLUB_NAME_MAX_LENGTH} characters long`,
  nameInvalidCharacters: "Club name contains characters that are not allowed",
  queryTooLong: `The search may be at most ${CLUB_QUERY_MAX_LENGTH} characters long`,
  queryInvalidCharacters: "The search contains characters that are not allowed"
};
var FORBIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/u;
function normalizeClubName(name) {
  return name.trim().replace(/\s+/gu, " ").normalize("NFC");
}
function clubNameKey(name) {
  return normalizeClubName(name).toLowerCase();
}
var clubNameSchema = z12.string(CLUB_MESSAGES.nameRequired).max(CLUB_NAME_MAX_LENGTH * 4, CLUB_MESSAGES.nameTooLong).trim().refine((name) => !FORBIDDEN_CHARACTERS.test(name), CLUB_MESSAGES.nameInvalidCharacters).transform(normalizeClubName).pipe(
  z12.string().min(1, { error: CLUB_MESSAGES.nameRequired, abort: true }).refine((name) => [...name].length >= CLUB_NAME_MIN_LENGTH, CLUB_MESSAGES.nameTooShort).refine((name) => [...name].length <= CLUB_NAME_MAX_LENGTH, CLUB_MESSAGES.nameTooLong)
);
var clubSchema = z12.object({ id: z12.string(), name: z12.string() });
var createClubSchema = z12.object({ name: clubNameSchema });
var clubListQuerySchema = z12.object({
  query: z12.string().max(CLUB_QUERY_MAX_LENGTH, CLUB_MESSAGES.queryTooLong).refine((query) => !FORBIDDEN_CHARACTERS.test(query), CLUB_MESSAGES.queryInvalidCharacters).optional(),
  sortField: z12.enum(["NAME"]).default("NAME"),
  sortDirection: z12.enum(["ASC", "DESC"]).default("ASC"),
  size: z12.coerce.number().int().min(1).max(CLUB_LIST_MAX_SIZE).default(CLUB_LIST_MAX_SIZE),
  page: z12.coerce.number().int().min(0).max(1e6).default(0),
  language: languageSchema.optional()
});
var clubPageSchema = z12.object({
  content: z12.array(clubSchema),
  /** Every club that matches the query, over all pages. */
  totalElements: z12.number().int()
});

// packages/contract/src/players.ts
import { z as z14 } from "zod";

// packages/contract/src/countries.ts
var COUNTRY_CODES = [
  "AD",
  "AE",
  "AF",
  "AG",
  "AI",
  "AL",
  "AM",
  "AO",
  "AQ",
  "AR",
  "AS",
  "AT",
  "AU",
  "AW",
  "AX",
  "AZ",
  "BA",
  "BB",
  "BD",
  "BE",
  "BF",
  "BG",
  "BH",
  "BI",
  "BJ",
  "BL",
  "BM",
  "BN",
  "BO",
  "BQ",
  "BR",
  "BS",
  "BT",
  "BV",
  "BW",
  "BY",
  "BZ",
  "CA",
  "CC",
  "CD",
  "CF",
  "CG",
  "CH",
  "CI",
  "CK",
  "CL",
  "CM",
  "CN",
  "CO",
  "CR",
  "CU",
  "CV",
  "CW",
  "CX",
  "CY",
  "CZ",
  "DE",
  "DJ",
  "DK",
  "DM",
  "DO",
  "DZ",
  "EC",
  "EE",
  "EG",
  "EH",
  "ER",
  "ES",
  "ET",
  "FI",
  "FJ",
  "FK",
  "FM",
  "FO",
  "FR",
  "GA",
  "GB",
  "GD",
  "GE",
  "GF",
  "GG",
  "GH",
  "GI",
  "GL",
  "GM",
  "GN",
  "GP",
  "GQ",
  "GR",
  "GS",
  "GT",
  "GU",
  "GW",
  "GY",
  "HK",
  "HM",
  "HN",
  "HR",
  "HT",
  "HU",
  "ID",
  "IE",
  "IL",
  "IM",
  "IN",
  "IO",
  "IQ",
  "IR",
  "IS",
  "IT",
  "JE",
  "JM",
  "JO",
  "JP",
  "KE",
  "KG",
  "KH",
  "KI",
  "KM",
  "KN",
  "KP",
  "KR",
  "KW",
  "KY",
  "KZ",
  "LA",
  "LB",
  "LC",
  "LI",
  "LK",
  "LR",
  "LS",
  "LT",
  "LU",
  "LV",
  "LY",
  "MA",
  "MC",
  "MD",
  "ME",
  "MF",
  "MG",
  "MH",
  "MK",
  "ML",
  "MM",
  "MN",
  "MO",
  "MP",
  "MQ",
  "MR",
  "MS",
  "MT",
  "MU",
  "MV",
  "MW",
  "MX",
  "MY",
  "MZ",
  "NA",
  "NC",
  "NE",
  "NF",
  "NG",
  "NI",
  "NL",
  "NO",
  "NP",
  "NR",
  "NU",
  "NZ",
  "OM",
  "PA",
  "PE",
  "PF",
  "PG",
  "PH",
  "PK",
  "PL",
  "PM",
  "PN",
  "PR",
  "PS",
  "PT",
  "PW",
  "PY",
  "QA",
  "RE",
  "RO",
  "RS",
  "RU",
  "RW",
  "SA",
  "SB",
  "SC",
  "SD",
  "SE",
  "SG",
  "SH",
  "SI",
  "SJ",
  "SK",
  "SL",
  "SM",
  "SN",
  "SO",
  "SR",
  "SS",
  "ST",
  "SV",
  "SX",
  "SY",
  "SZ",
  "TC",
  "TD",
  "TF",
  "TG",
  "TH",
  "TJ",
  "TK",
  "TL",
  "TM",
  "TN",
  "TO",
  "TR",
  "TT",
  "TV",
  "TW",
  "TZ",
  "UA",
  "UG",
  "UM",
  "US",
  "UY",
  "UZ",
  "VA",
  "VC",
  "VE",
  "VG",
  "VI",
  "VN",
  "VU",
  "WF",
  "WS",
  "XK",
  "YE",
  "YT",
  "ZA",
  "ZM",
  "ZW"
];
var COUNTRY_CODE_SET = new Set(COUNTRY_CODES);

// packages/contract/src/privacy.ts
import { z as z13 } from "zod";
var GUARDIAN_AGE = 16;
var PRIVACY_POLICY_VERSION = "2026-11-24";
var GUARDIAN_LINK_DAYS = 7;
var GUARDIAN_APPROVALS = ["NOT_NEEDED", "PENDING", "APPROVED"];
var guardianApprovalSchema = z13.enum(GUARDIAN_APPROVALS);
var PRIVACY_MESSAGES = {
  guardianApprovalNeeded: "Guardian approval needed",
  guardianEmailRequired: "A parent or guardian\u2019s e-mail is needed for a player under 16",
  guardianEmailOwn: "The guardian\u2019s e-mail must not be the player\u2019s own",
  guardianNotNeeded: "This player needs no guardian approval",
  guardianLinkInvalid: "This link is not valid any more",
  passwordWrong: "The password is not correct",
  passwordRequired: USER_MESSAGES.passwordRequired
};
function ageOn(dateOfBirth, today) {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number);
  const [ty, tm, td] = today.split("-").map(Number);
  return ty - by - (tm < bm || tm === bm && td < bd ? 1 : 0);
}
function needsGuardian(dateOfBirth, today) {
  return ageOn(dateOfBirth, today) < GUARDIAN_AGE;
}
var guardianEmailSchema = z13.string(PRIVACY_MESSAGES.guardianEmailRequired).trim().max(254, USER_MESSAGES.emailInvalid).pipe(z13.email(USER_MESSAGES.emailInvalid)).transform((v) => v.toLowerCase());
var guardianRequestSchema = z13.object({ guardianEmail: guardianEmailSchema.optional() });
var guardianRequestResponseSchema = z13.object({ guardianApproval: guardianApprovalSchema });
var guardianTokenQuerySchema = z13.object({
  token: z13.string("Token is required").min(20, PRIVACY_MESSAGES.guardianLinkInvalid).max(100)
});
var guardianDecisionSchema = z13.object({
  token: z13.string("Token is required").min(20, PRIVACY_MESSAGES.guardianLinkInvalid).max(100),
  decision: z13.enum(["APPROVE", "DECLINE"], "decision must be APPROVE or DECLINE")
});
var guardianViewSchema = z13.object({
  guardianEmail: z13.string(),
  language: z13.string(),
  policyVersion: z13.string(),
  expiresAt: z13.string(),
  child: z13.object({
    firstName: z13.string(),
    lastName: z13.string(),
    email: z13.string(),
    phoneNumber: z13.string().nullable(),
    dateOfBirth: z13.string(),
    gender: z13.string(),
    clubName: z13.string().nullable(),
    position: z13.string().nullable(),
    heightCm: z13.number(),
    weightKg: z13.number(),
    nationality: z13.string(),
    city: z13.string().nullable(),
    country: z13.string().nullable()
  })
});
var guardianDecisionResponseSchema = z13.object({ result: z13.enum(["APPROVED", "DECLINED"]) });
var deleteAccountRequestSchema = z13.object({
  password: z13.string(PRIVACY_MESSAGES.passwordRequired).min(1, PRIVACY_MESSAGES.passwordRequired).max(128)
});
var accountDeletedResponseSchema = z13.null().describe("Deleted: no body");
var exportQuerySchema = z13.object({ userId: z13.uuid("Invalid id").optional() });
var exportSchema = z13.object({
  exportedAt: z13.string(),
  policyVersion: z13.string(),
  user: z13.record(z13.string(), z13.unknown()),
  player: z13.record(z13.string(), z13.unknown()).nullable(),
  manager: z13.record(z13.string(), z13.unknown()).nullable(),
  consents: z13.array(z13.record(z13.string(), z13.unknown())),
  subscriptions: z13.array(z13.record(z13.string(), z13.unknown())),
  payments: z13.array(z13.record(z13.string(), z13.unknown())),
  progress: z13.array(z13.record(z13.string(), z13.unknown())),
  feedback: z13.array(z13.record(z13.string(), z13.unknown())),
  supportMessages: z13.array(z13.record(z13.string(), z13.unknown())),
  signInHistory: z13.array(z13.record(z13.string(), z13.unknown())),
  /** Every other table holding rows about the user, by table name (so nothing is left out). */
  other: z13.record(z13.string(), z13.array(z13.record(z13.string(), z13.unknown())))
});

// packages/contract/src/players.ts
var HEIGHT_CM_MIN = 50;
var HEIGHT_CM_MAX = 250;
var WEIGHT_KG_MIN = 10;
var WEIGHT_KG_MAX = 250;
var DATE_OF_BIRTH_MAX_YEARS = 70;
var PLACE_TEXT_MAX_LENGTH = 200;
var COMPANY_MAX_LENGTH = 100;
var PLAYER_MESSAGES = {
  playerNotFound: "Player not found",
  playerExists: "This user already has a player profile",
  notAPlayer: "Only a user with the role PLAYER can have a player profile",
  userNotFound: "User not found",
  userIdInvalid: "userId must be a user id",
  clubRequired: "Choose a club or give the name of a new one",
  clubIdInvalid: "clubId must be a club id",
  clubNotFound: "Club not found",
  dateOfBirthRequired: "Date of birth is required",
  dateOfBirthInvalid: "Date of birth must be a date written YYYY-MM-DD",
  dateOfBirthRange: `Date of birth must lie between ${DATE_OF_BIRTH_MAX_YEARS} years ago and today`,
  genderInvalid: "Gender must be MALE or FEMALE",
  heightUnitInvalid: "Height unit must be 'cm'",
  weightUnitInvalid: "Weight unit must be 'kg'",
  heightRange: `Height must be a number from ${HEIGHT_CM_MIN} to ${HEIGHT_CM_MAX} (cm)`,
  weightRange: `Weight must be a number from ${WEIGHT_KG_MIN} to ${WEIGHT_KG_MAX} (kg)`,
  positionInvalid: "Position must be one of GOAL_KEEPER, CENTER_BACK, WING_BACK, DEFENSIVE_MIDFIELD, ATTACKING_MIDFIELD, WIDE_MIDFIELD, CENTER_FORWARD",
  positionsOne: "Give exactly one position",
  nationalityInvalid: "Nationality must be an ISO 3166-1 alpha-2 country code such as SE",
  locationRequired: "Choose a location",
  latitudeInvalid: "Latitude must be a number from -90 to 90",
  longitudeInvalid: "Longitude must be a number from -180 to 180 other than 0",
  textTooLong: `At most ${PLACE_TEXT_MAX_LENGTH} characters`,
  textInvalidCharacters: "Contains characters that are not allowed"
};
var ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function formatDate(year, month, day) {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
function isCalendarDate(value) {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1e3) return false;
  const date2 = new Date(Date.UTC(year, month - 1, day));
  return date2.getUTCFullYear() === year && date2.getUTCMonth() === month - 1 && date2.getUTCDate() === day;
}
function todayIsoDate(now = /* @__PURE__ */ new Date(), zone = "utc") {
  return zone === "utc" ? formatDate(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()) : formatDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}
function dateOfBirthBounds(today = todayIsoDate()) {
  const [year, month, day] = today.split("-").map(Number);
  const minYear = year - DATE_OF_BIRTH_MAX_YEARS;
  const lastDayOfMonth = new Date(Date.UTC(minYear, month, 0)).getUTCDate();
  return { min: formatDate(minYear, month, Math.min(day, lastDayOfMonth)), max: today };
}
function isDateOfBirthInRange(value, today = todayIsoDate()) {
  const { min, max } = dateOfBirthBounds(today);
  return isCalendarDate(value) && value >= min && value <= max;
}
function ageReachedInYear(dateOfBirth, year) {
  return year - Number(dateOfBirth.slice(0, 4));
}
var FORBIDDEN_CHARACTERS2 = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/u;
var optionalTextSchema = (max = PLACE_TEXT_MAX_LENGTH) => z14.string().max(max * 4, PLAYER_MESSAGES.textTooLong).refine((text19) => !FORBIDDEN_CHARACTERS2.test(text19), PLAYER_MESSAGES.textInvalidCharacters).transform((text19) => text19.trim().replace(/\s+/gu, " ").normalize("NFC")).refine((text19) => [...text19].length <= max, PLAYER_MESSAGES.textTooLong).nullish().transform((text19) => text19 || null);
var requiredTextSchema = (max, messages) => z14.string(messages.required).max(max * 4, messages.tooLong).refine((text19) => !FORBIDDEN_CHARACTERS2.test(text19), PLAYER_MESSAGES.textInvalidCharacters).transform((text19) => text19.trim().replace(/\s+/gu, " ").normalize("NFC")).pipe(
  z14.string().min(1, { error: messages.required, abort: true }).refine((text19) => [...text19].length <= max, messages.tooLong)
);
var dateOfBirthSchema = z14.string(PLAYER_MESSAGES.dateOfBirthRequired).max(40, PLAYER_MESSAGES.dateOfBirthInvalid).trim().refine(isCalendarDate, { error: PLAYER_MESSAGES.dateOfBirthInvalid, abort: true }).refine((value) => isDateOfBirthInRange(value), PLAYER_MESSAGES.dateOfBirthRange).describe(`YYYY-MM-DD, from ${DATE_OF_BIRTH_MAX_YEARS} years before today (UTC) up to today`);
var genderInputSchema = z14.enum(GENDERS, PLAYER_MESSAGES.genderInvalid);
var positionInputSchema = z14.enum(POSITIONS, PLAYER_MESSAGES.positionInvalid);
var measurement = (min, max, message) => z14.number(message).min(min, message).max(max, message).transform((value) => Math.round(value * 10) / 10);
var latitudeInputSchema = z14.number(PLAYER_MESSAGES.latitudeInvalid).min(-90, PLAYER_MESSAGES.latitudeInvalid).max(90, PLAYER_MESSAGES.latitudeInvalid);
var longitudeInputSchema = z14.number(PLAYER_MESSAGES.longitudeInvalid).min(-180, PLAYER_MESSAGES.longitudeInvalid).max(180, PLAYER_MESSAGES.longitudeInvalid).refine((value) => value !== 0, PLAYER_MESSAGES.longitudeInvalid);
var nationalitySchema = z14.string(PLAYER_MESSAGES.nationalityInvalid).max(10, PLAYER_MESSAGES.nationalityInvalid).trim().transform((code) => code.toUpperCase()).pipe(z14.enum(COUNTRY_CODES, PLAYER_MESSAGES.nationalityInvalid));
var userIdInputSchema = z14.uuid(PLAYER_MESSAGES.userIdInvalid);
var currentLocationInputSchema = z14.object(
  {
    longitude: longitudeInputSchema,
    latitude: latitudeInputSchema,
    city: optionalTextSchema(),
    country: optionalTextSchema(),
    streetAddress: optionalTextSchema()
  },
  PLAYER_MESSAGES.locationRequired
);
var playerFieldsSchema = z14.object({
  clubId: z14.uuid(PLAYER_MESSAGES.clubIdInvalid).nullish(),
  clubName: z14.preprocess(
    (value) => typeof value === "string" && value.trim() === "" ? null : value,
    clubNameSchema.nullish()
  ),
  dateOfBirth: dateOfBirthSchema,
  gender: genderInputSchema,
  heightUnit: z14.literal("cm", PLAYER_MESSAGES.heightUnitInvalid).default("cm"),
  heightValue: measurement(HEIGHT_CM_MIN, HEIGHT_CM_MAX, PLAYER_MESSAGES.heightRange),
  weightUnit: z14.literal("kg", PLAYER_MESSAGES.weightUnitInvalid).default("kg"),
  weightValue: measurement(WEIGHT_KG_MIN, WEIGHT_KG_MAX, PLAYER_MESSAGES.weightRange),
  currentLocation: currentLocationInputSchema,
  nationality: nationalitySchema,
  playerPositions: z14.array(positionInputSchema, PLAYER_MESSAGES.positionsOne).length(1, PLAYER_MESSAGES.positionsOne),
  /** Needed when the player is under 16 (api-contract.md, "Children and privacy"). */
  guardianEmail: z14.preprocess(
    (value) => typeof value === "string" && value.trim() === "" ? null : value,
    guardianEmailSchema.nullish()
  )
});
function checkClub(player, ctx) {
  if (!player.clubId && !player.clubName) {
    ctx.addIssue({ code: "custom", path: ["clubId"], message: PLAYER_MESSAGES.clubRequired });
  }
}
function checkPlayer(player, ctx) {
  checkClub(player, ctx);
  if (!player.guardianEmail && needsGuardian(player.dateOfBirth, todayIsoDate())) {
    ctx.addIssue({
      code: "custom",
      path: ["guardianEmail"],
      message: PRIVACY_MESSAGES.guardianEmailRequired
    });
  }
}
var createPlayerSchema = playerFieldsSchema.extend({ userId: userIdInputSchema }).superRefine(checkPlayer);
var updatePlayerSchema = playerFieldsSchema.superRefine(checkClub);
var currentLocationSchema = z14.object({
  longitude: z14.number(),
  latitude: z14.number(),
  city: z14.string().nullable(),
  country: z14.string().nullable(),
  streetAddress: z14.string().nullable()
});
var playerSchema = z14.object({
  id: z14.string(),
  userId: z14.string(),
  ageGroupId: z14.string().describe('Derived from dateOfBirth: README "Onboarding"'),
  clubId: z14.string().nullable(),
  clubName: z14.string().nullable(),
  dateOfBirth: z14.string().describe("YYYY-MM-DD"),
  gender: z14.enum(GENDERS),
  heightUnit: z14.literal("cm"),
  heightValue: z14.number(),
  weightUnit: z14.literal("kg"),
  weightValue: z14.number(),
  currentLocation: currentLocationSchema,
  nationality: z14.string(),
  playerPositions: z14.array(z14.enum(POSITIONS)),
  guardianApproval: guardianApprovalSchema.describe(
    "PENDING while a player under 16 waits for the guardian (checkout, billing and coaches answer 403)"
  )
});
var playerUserParamsSchema = z14.object({ userId: userIdInputSchema });
var playerReadQuerySchema = z14.object({ language: languageSchema.optional() });

// packages/contract/src/age-groups.ts
var AGE_GROUPS = [
  { id: "U7", name: "Under 7", minAge: 0, maxAge: 6, sortOrder: 7 },
  ...Array.from({ length: 12 }, (_, i) => {
    const n = i + 8;
    return { id: `U${n}`, name: `Under ${n}`, minAge: n - 1, maxAge: n - 1, sortOrder: n };
  }),
  { id: "SENIOR", name: "Senior", minAge: 19, maxAge: 200, sortOrder: 100 }
];

// packages/contract/src/managers.ts
import { z as z15 } from "zod";
var MANAGER_MESSAGES = {
  managerNotFound: "Manager not found",
  managerExists: "This user already has a manager account",
  companyRequired: "Company is required",
  companyTooLong: `Company must be at most ${COMPANY_MAX_LENGTH} characters long`,
  roleInvalid: "role must be MANAGER",
  isPlayer: "This user has a player profile and cannot become a manager",
  roleNotChangeable: "This user holds another role; only an admin can make them a manager",
  adminNotManager: "An admin account cannot become a manager"
};
var createManagerSchema = z15.object({
  company: requiredTextSchema(COMPANY_MAX_LENGTH, {
    required: MANAGER_MESSAGES.companyRequired,
    tooLong: MANAGER_MESSAGES.companyTooLong
  }),
  gender: genderInputSchema,
  userId: userIdInputSchema,
  latitude: latitudeInputSchema,
  longitude: longitudeInputSchema,
  role: z15.preprocess(
    (value) => value === void 0 ? "MANAGER" : typeof value === "string" ? value.replace(/^ROLE_/, "") : value,
    z15.literal("MANAGER", MANAGER_MESSAGES.roleInvalid)
  ),
  locationLabel: optionalTextSchema().describe('The place chosen in the form, e.g. "Stockholm, Sweden"')
});
var updateManagerSchema = createManagerSchema.pick({
  company: true,
  gender: true,
  latitude: true,
  longitude: true,
  locationLabel: true
});
var managerSchema = z15.object({
  id: z15.string(),
  userId: z15.string(),
  company: z15.string(),
  gender: z15.enum(GENDERS),
  latitude: z15.number(),
  longitude: z15.number(),
  locationLabel: z15.string().nullable(),
  role: z15.literal("MANAGER")
});

// packages/contract/src/admin.ts
import { z as z16 } from "zod";
var ADMIN_MESSAGES = {
  cannotChangeOwnStatus: "You cannot disable or enable your own account",
  adminStatusNeedsSuperAdmin: "Only a super admin can disable or enable an admin",
  supportMessageNotFound: "Support message not found"
};
var ADMIN_PAGE_MAX_SIZE = 200;
var page = z16.coerce.number().int().min(0).max(1e5).default(0);
var size = z16.coerce.number().int().min(1).max(ADMIN_PAGE_MAX_SIZE).default(50);
var adminUserListQuerySchema = z16.object({
  query: z16.string().trim().max(100).optional(),
  role: z16.preprocess(
    (v) => typeof v === "string" && v && !v.startsWith("ROLE_") ? `ROLE_${v}` : v || void 0,
    roleSchema.optional()
  ),
  status: z16.preprocess((v) => v || void 0, userStatusSchema.optional()),
  page,
  size,
  language: languageSchema.optional()
});
var adminUserPageSchema = z16.object({
  content: z16.array(userSchema),
  totalElements: z16.number().int()
});
var setUserStatusRequestSchema = z16.object({ status: z16.enum(["ACTIVE", "DISABLED"]) });
var adminStatsSchema = z16.object({
  users: z16.number().int(),
  players: z16.number().int(),
  activeSubscriptions: z16.number().int(),
  billedSubscriptions: z16.number().int(),
  /** Per currency, minor units a month (a yearly fee counts as a twelfth). */
  monthlyRecurringRevenue: z16.array(z16.object({ currency: z16.string(), amount: z16.number().int() })),
  supportMessagesOpen: z16.number().int()
});
var auditEventListQuerySchema = z16.object({
  page,
  size,
  targetId: z16.string().max(100).optional(),
  language: languageSchema.optional()
});
var auditEventSchema = z16.object({
  id: z16.string(),
  at: z16.string().describe("ISO 8601"),
  actorId: z16.string().nullable(),
  /** The actor's e-mail when the account still exists. */
  actorEmail: z16.string().nullable(),
  action: z16.string().describe("e.g. user.status, user.role, admin.create, support.reply, program.update"),
  targetType: z16.string(),
  targetId: z16.string().nullable(),
  detail: z16.record(z16.string(), z16.unknown()).describe("{ before?, after?, \u2026 }")
});
var auditEventPageSchema = z16.object({
  content: z16.array(auditEventSchema),
  totalElements: z16.number().int()
});
var SUPPORT_STATUSES = ["OPEN", "ANSWERED"];
var supportStatusSchema = z16.enum(SUPPORT_STATUSES);
var supportMessageListQuerySchema = z16.object({
  status: supportStatusSchema.default("OPEN"),
  page,
  size,
  language: languageSchema.optional()
});
var supportReplySchema = z16.object({
  id: z16.string(),
  text: z16.string(),
  authorId: z16.string().nullable(),
  authorEmail: z16.string().nullable(),
  createdAt: z16.string(),
  /** Null when the mail to the sender could not be sent. */
  mailedAt: z16.string().nullable()
});
var supportInboxMessageSchema = z16.object({
  id: z16.string(),
  /** Given to the sender in the acknowledgement, e.g. 1042 (shown as #1042). */
  reference: z16.number().int(),
  email: z16.string(),
  userId: z16.string().nullable(),
  subject: z16.string(),
  message: z16.string(),
  language: languageSchema,
  status: supportStatusSchema,
  createdAt: z16.string(),
  answeredAt: z16.string().nullable(),
  replies: z16.array(supportReplySchema)
});
var supportInboxPageSchema = z16.object({
  content: z16.array(supportInboxMessageSchema),
  totalElements: z16.number().int()
});
var supportReplyRequestSchema = z16.object({ text: z16.string().trim().min(1).max(5e3) });
var idParamsSchema = z16.object({ id: z16.uuid("Invalid id") });

// packages/contract/src/admin-programs.ts
import { z as z17 } from "zod";
var ADMIN_PROGRAM_MESSAGES = {
  programNotFound: "Training program not found",
  phaseNotFound: "Phase not found",
  sessionNotFound: "Session not found",
  structureLocked: "Only a draft program\u2019s phases can be added, removed or reordered",
  translationsMissing: "Every title needs en, sv, fr and pt before publishing",
  noPhases: "A program needs at least one phase before publishing",
  needsPublicProgram: "Publish another program of this age group first: every age group keeps one PUBLIC program",
  unknownAgeGroup: "Unknown age group",
  feesIncomplete: "Give a MONTHLY and a YEARLY fee",
  regionFeesIncomplete: "Give a MONTHLY and a YEARLY fee for every price region before publishing",
  feeRepeated: "Give each price region\u2019s MONTHLY and YEARLY fee once",
  regionCurrency: "This price region is charged in its own currency"
};
var text = (max) => z17.string().trim().min(1).max(max);
var optionalText = (max) => z17.preprocess((v) => typeof v === "string" && v.trim() === "" ? void 0 : v, text(max).optional());
var translationsSchema = (max) => z17.object({ en: text(max), sv: optionalText(max), fr: optionalText(max), pt: optionalText(max) });
var descriptionsSchema = z17.object({
  en: optionalText(1e3),
  sv: optionalText(1e3),
  fr: optionalText(1e3),
  pt: optionalText(1e3)
});
var adminFeeSchema = z17.object({
  type: z17.enum(PAYMENT_MODELS),
  region: priceRegionSchema.default("DEFAULT").describe("The price region (DEFAULT, AFRICA)"),
  amount: z17.number().int().min(1).max(1e7).describe("Minor units, e.g. 9900 = 99 kr"),
  currency: z17.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, "Use an ISO 4217 code such as SEK"),
  label: z17.preprocess(
    (v) => typeof v === "string" && v.trim() === "" ? null : v,
    z17.string().trim().max(20).nullable().optional()
  )
});
var adminSessionSchema = z17.object({
  id: z17.string(),
  order: z17.number().int().positive(),
  titles: z17.record(z17.string(), z17.string()),
  descriptions: z17.record(z17.string(), z17.string()),
  durationMinutes: z17.number().int()
});
var adminProgramBlockSchema = z17.object({
  id: z17.string(),
  order: z17.number().int().positive(),
  titles: z17.record(z17.string(), z17.string()),
  descriptions: z17.record(z17.string(), z17.string()),
  /** The phase's training sessions, in order. */
  sessions: z17.array(adminSessionSchema)
});
var adminProgramSchema = z17.object({
  id: z17.string(),
  ageGroupId: z17.string(),
  status: programStatusSchema,
  titles: z17.record(z17.string(), z17.string()),
  /** Every price region's fees (the contract's price shape, with `region` and `label`). */
  fees: z17.array(feeSchema),
  blocks: z17.array(adminProgramBlockSchema),
  /** Players who have this program (their progress stays with it). */
  players: z17.number().int(),
  updatedAt: z17.string(),
  /** Set once the console changed it: the start-up seed then leaves it alone. */
  editedAt: z17.string().nullable()
});
var adminProgramListSchema = z17.array(adminProgramSchema);
var adminProgramListQuerySchema = z17.object({
  ageGroupId: z17.string().trim().toUpperCase().max(20).optional(),
  status: programStatusSchema.optional()
});
var createAdminProgramSchema = z17.object({
  ageGroupId: z17.string().trim().toUpperCase().min(1).max(20),
  titles: translationsSchema(120),
  copyFromId: z17.uuid().optional()
});
function checkFees(fees2, ctx) {
  const M = ADMIN_PROGRAM_MESSAGES;
  const seen = /* @__PURE__ */ new Set();
  fees2.forEach((fee, index14) => {
    const key = `${fee.region}:${fee.type}`;
    if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index14, "type"], message: M.feeRepeated });
    seen.add(key);
    if (fee.currency !== REGION_CURRENCY[fee.region]) {
      ctx.addIssue({ code: "custom", path: [index14, "currency"], message: M.regionCurrency });
    }
  });
  for (const region of PRICE_REGIONS) {
    const types = new Set(fees2.filter((f) => f.region === region).map((f) => f.type));
    if (types.size === 1) ctx.addIssue({ code: "custom", path: [], message: M.feesIncomplete });
  }
}
var updateAdminProgramSchema = z17.object({
  titles: translationsSchema(120).optional(),
  /** Any price regions' fees (a region given needs both); regions left out keep theirs. */
  fees: z17.array(adminFeeSchema).min(1).max(PRICE_REGIONS.length * 2).superRefine(checkFees).optional(),
  status: programStatusSchema.optional()
});
var createAdminBlockSchema = z17.object({
  titles: translationsSchema(120),
  descriptions: descriptionsSchema.optional()
});
var updateAdminBlockSchema = z17.object({
  titles: translationsSchema(120).optional(),
  descriptions: descriptionsSchema.optional(),
  /** Moves the phase to this place (1 = first); draft programs only. */
  order: z17.number().int().positive().max(100).optional()
});
var createAdminSessionSchema = z17.object({
  titles: translationsSchema(120),
  descriptions: descriptionsSchema.optional(),
  durationMinutes: z17.number().int().min(1).max(240)
});
var updateAdminSessionSchema = z17.object({
  titles: translationsSchema(120).optional(),
  descriptions: descriptionsSchema.optional(),
  durationMinutes: z17.number().int().min(1).max(240).optional(),
  order: z17.number().int().positive().max(100).optional()
});
var adminSessionParamsSchema = z17.object({
  id: z17.uuid("Invalid id"),
  blockId: z17.uuid("Invalid id"),
  sessionId: z17.uuid("Invalid id")
});
var adminBlockParamsSchema = z17.object({ id: z17.uuid("Invalid id"), blockId: z17.uuid("Invalid id") });

// packages/contract/src/input-hygiene.ts
var INPUT_MESSAGES = {
  controlCharacters: "Must not contain control characters"
};
function hasForbiddenCharacters(value) {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 32 ? c !== 9 && c !== 10 && c !== 13 : c === 127) return true;
    if (c >= 55296 && c <= 56319) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 56320 && next <= 57343)) return true;
      i++;
    } else if (c >= 56320 && c <= 57343) {
      return true;
    }
  }
  return false;
}
function findForbiddenCharacters(value, path = []) {
  if (typeof value === "string") return hasForbiddenCharacters(value) ? path : null;
  if (value === null || typeof value !== "object") return null;
  if (path.length > 32) return path;
  for (const [key, item] of Object.entries(value)) {
    if (hasForbiddenCharacters(key)) return [...path, key];
    const found = findForbiddenCharacters(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

// packages/contract/src/web-pages.ts
var WEB_PAGE_PATHS = [
  "/",
  "/terms-of-service",
  "/privacy-policy",
  "/support",
  "/auth/login",
  "/auth/signup",
  "/program",
  "/program/phase/:blockId/session/:sessionId",
  "/account",
  "/onboarding/verification",
  "/onboarding/role-selection",
  "/onboarding/player-basic-info",
  "/onboarding/manager-basic-info",
  "/auth/forgot-password",
  "/coach",
  "/coach/players/:playerId",
  "/join/:teamCode",
  "/guardian-approval",
  // The console's own route table decides below /admin (its not-found page for the rest).
  "/admin/*"
];
function isWebPagePath(pathname, paths = WEB_PAGE_PATHS) {
  const segments = pathname.replace(/\/+$/, "").split("/");
  return paths.some((pattern) => {
    const parts = pattern.replace(/\/+$/, "").split("/");
    if (parts.at(-1) === "*") {
      const head = parts.slice(0, -1);
      return segments.length >= head.length && head.every((part, i) => part === segments[i]);
    }
    return parts.length === segments.length && parts.every((part, i) => part.startsWith(":") ? segments[i] !== "" : part === segments[i]);
  });
}
var FIRST_PAINT_SCRIPT = "try{let s=localStorage,p=location.search==='',l=(navigator.languages||[]).find(x=>/^(en|sv|fr|pt)\\b/i.test(x));if(s.length===0&&l&&!/^en/i.test(l))p=false;for(let i=0;i<s.length;i++)if(s.key(i)!=='language'||s.getItem('language')!=='en')p=false;if(p)document.documentElement.classList.add('first-paint')}catch{}";

// packages/contract/src/training.ts
import { z as z18 } from "zod";
var TRAINING_MESSAGES = {
  activeSubscriptionRequired: "Active subscription required",
  sessionNotFound: "Training session not found",
  phaseLocked: "This phase is not unlocked yet",
  undoOnlyInActivePhase: "Only a session of the active phase can be undone",
  playerProgramNotFound: "Player training program not found",
  phaseNotFound: "Training phase not found",
  invalidTimeZone: "Unknown time zone"
};
var id3 = z18.string().describe("UUID");
function isTimeZone(value) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
var timeZoneSchema = z18.string().max(64).refine(isTimeZone, TRAINING_MESSAGES.invalidTimeZone).describe(
  "IANA time zone of the player, e.g. Europe/Stockholm; days of the streak are counted in it (default UTC)"
);
var trainingSessionSchema = z18.object({
  id: id3,
  title: z18.string(),
  description: z18.string(),
  durationMinutes: z18.number().int().positive(),
  order: z18.number().int().positive(),
  equipment: z18.array(z18.string()),
  videoUrl: z18.string().nullable(),
  steps: z18.array(z18.string()).describe("What to do, in order"),
  coachingPoints: z18.array(z18.string()).describe("What good looks like")
});
var trainingSessionListSchema = z18.array(trainingSessionSchema);
var blockIdParamsSchema = z18.object({ blockId: z18.uuid() });
var sessionIdParamsSchema = z18.object({ sessionId: z18.uuid() });
var playerProgramIdParamsSchema = z18.object({ playerTrainingProgramId: z18.uuid() });
var trainingLanguageQuerySchema = z18.object({ language: languageSchema.optional() });
var progressQuerySchema = z18.object({
  language: languageSchema.optional(),
  timeZone: timeZoneSchema.optional()
});
var completeSessionSchema = z18.object({
  playerTrainingProgramId: z18.uuid(),
  rating: z18.number().int().min(1).max(5).optional(),
  note: z18.string().trim().max(500).optional(),
  shareNote: z18.boolean().optional().describe(
    "Whether the player's coaches may read the note (default false); coaches always see the rating"
  )
});
var completeSessionQuerySchema = progressQuerySchema;
var undoSessionQuerySchema = progressQuerySchema.extend({ playerTrainingProgramId: z18.uuid() });
var phaseProgressSchema = z18.object({
  trainingProgramBlockId: id3,
  title: z18.string(),
  status: phaseStatusSchema,
  sessionsDone: z18.number().int().nonnegative(),
  sessionsTotal: z18.number().int().nonnegative(),
  minutesTrained: z18.number().int().nonnegative()
});
var sessionCompletionSchema = z18.object({
  trainingSessionId: id3,
  completedAt: z18.string().describe("ISO 8601"),
  rating: z18.number().int().min(1).max(5).nullable(),
  note: z18.string().nullable()
});
var trainingProgressSchema = z18.object({
  phases: z18.array(phaseProgressSchema),
  sessionsDone: z18.number().int().nonnegative(),
  sessionsTotal: z18.number().int().nonnegative(),
  minutesTrained: z18.number().int().nonnegative(),
  lastTrainedAt: z18.string().nullable().describe("ISO 8601"),
  currentStreakDays: z18.number().int().nonnegative().describe("Days in a row with a session, ending today or yesterday"),
  completedSessionIds: z18.array(id3),
  completions: z18.array(sessionCompletionSchema),
  programComplete: z18.boolean()
});

// packages/contract/src/coaches.ts
import { z as z19 } from "zod";
var COACH_MESSAGES = {
  teamCodeInvalid: "A team code has 8 letters and digits",
  teamCodeNotFound: "No team has this code",
  notAPlayer: "Only a player can join a team",
  notYourPlayer: "This player is not in your team",
  guardianApprovalNeeded: "Guardian approval needed",
  feedbackRequired: "Feedback cannot be empty",
  feedbackTooLong: "Feedback must be at most 2000 characters long",
  phaseNotInProgram: "This phase is not in the player's program"
};
var TEAM_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
var TEAM_CODE_LENGTH = 8;
var TEAM_CODE_PATTERN = new RegExp(`^[${TEAM_CODE_ALPHABET}]{${TEAM_CODE_LENGTH}}$`);
function normalizeTeamCode(value) {
  return value.replace(/[\s-]+/g, "").toUpperCase();
}
var teamCodeSchema = z19.preprocess(
  (value) => typeof value === "string" ? normalizeTeamCode(value) : value,
  z19.string(COACH_MESSAGES.teamCodeInvalid).regex(TEAM_CODE_PATTERN, COACH_MESSAGES.teamCodeInvalid)
);
var managerMeSchema = managerSchema.extend({
  teamCode: z19.string().describe("8 characters to hand out; a new one makes the old one stop working"),
  firstName: z19.string(),
  lastName: z19.string()
});
var joinTeamSchema = z19.object({ teamCode: teamCodeSchema });
var coachSchema = z19.object({
  managerId: z19.string(),
  firstName: z19.string(),
  lastName: z19.string(),
  company: z19.string()
});
var coachListSchema = z19.array(coachSchema);
var managerIdParamsSchema = z19.object({ managerId: z19.uuid() });
var teamPlayerSchema = z19.object({
  playerId: z19.string(),
  userId: z19.string(),
  firstName: z19.string(),
  lastName: z19.string(),
  ageGroupId: z19.string(),
  programTitle: z19.string().nullable().describe("null before the player has a program"),
  currentPhase: z19.object({ title: z19.string(), status: phaseStatusSchema }).nullable(),
  sessionsDone: z19.number().int().nonnegative(),
  sessionsTotal: z19.number().int().nonnegative(),
  sessionsLast7Days: z19.number().int().nonnegative(),
  lastTrainedAt: z19.string().nullable().describe("ISO 8601"),
  joinedAt: z19.string().describe("ISO 8601: when the player joined the team")
});
var teamPlayerListSchema = z19.array(teamPlayerSchema);
var playerIdParamsSchema = z19.object({ playerId: z19.uuid() });
var coachLanguageQuerySchema = z19.object({ language: languageSchema.optional() });
var playerTrainingViewSchema = z19.object({
  player: teamPlayerSchema.omit({ joinedAt: true }),
  phases: z19.array(
    z19.object({
      trainingProgramBlockId: z19.string(),
      title: z19.string(),
      status: phaseStatusSchema,
      sessionsDone: z19.number().int().nonnegative(),
      sessionsTotal: z19.number().int().nonnegative()
    })
  ),
  completions: z19.array(
    z19.object({
      trainingSessionId: z19.string(),
      trainingProgramBlockId: z19.string(),
      title: z19.string(),
      completedAt: z19.string().describe("ISO 8601"),
      rating: z19.number().int().min(1).max(5).nullable(),
      note: z19.string().nullable().describe("Only when the player chose to share it")
    })
  )
});
var createFeedbackSchema = z19.object({
  text: z19.string(COACH_MESSAGES.feedbackRequired).trim().min(1, COACH_MESSAGES.feedbackRequired).max(2e3, COACH_MESSAGES.feedbackTooLong),
  trainingProgramBlockId: z19.uuid().nullish()
});
var feedbackSchema = z19.object({
  id: z19.string(),
  text: z19.string(),
  createdAt: z19.string().describe("ISO 8601"),
  managerName: z19.string(),
  trainingProgramBlockId: z19.string().nullable()
});
var feedbackListSchema = z19.array(feedbackSchema);

// apps/server/src/db/schema/age-groups.ts
import { integer, pgTable, text as text2 } from "drizzle-orm/pg-core";
var ageGroups = pgTable("age_groups", {
  id: text2("id").primaryKey(),
  name: text2("name").notNull(),
  minAge: integer("min_age").notNull(),
  maxAge: integer("max_age").notNull(),
  sortOrder: integer("sort_order").notNull()
});

// apps/server/src/db/schema/users.ts
import { sql } from "drizzle-orm";
import { bigint, boolean, index, pgTable as pgTable2, text as text3, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
var users = pgTable2(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text3("email").notNull(),
    firstName: text3("first_name").notNull(),
    lastName: text3("last_name").notNull().default(""),
    phoneCountryCode: text3("phone_country_code"),
    phoneNumber: text3("phone_number"),
    /** Full international number (+46701234567): the phone sign-in name, unique. */
    phoneE164: text3("phone_e164"),
    passwordHash: text3("password_hash").notNull(),
    status: text3("status", { enum: ["NON_VERIFIED", "ACTIVE", "DISABLED"] }).notNull().default("NON_VERIFIED"),
    authorities: text3("authorities").array().notNull().default(sql`'{}'::text[]`),
    twoFaEnabled: boolean("two_fa_enabled").notNull().default(false),
    /** Encrypted (AES-256-GCM) base32 TOTP secret; see lib/totp.ts. */
    totpSecret: text3("totp_secret"),
    /** The last 30-second step whose code signed in: a TOTP code works once (RFC 6238 §5.2). */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    language: text3("language").notNull().default("en"),
    verificationId: uuid("verification_id"),
    /** 0015_i17_privacy.sql: set while the account is being deleted (one process claims it). */
    deletionStartedAt: timestamp("deletion_started_at", { withTimezone: true }),
    /** When the retention job last warned of deletion after a year without a sign-in. */
    inactivityWarnedAt: timestamp("inactivity_warned_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_phone_e164_key").on(t.phoneE164),
    index("users_created_at_idx").on(t.createdAt)
  ]
);

// apps/server/src/db/schema/managers.ts
import { sql as sql2 } from "drizzle-orm";
import { check, doublePrecision, pgTable as pgTable3, text as text4, timestamp as timestamp2, uuid as uuid2 } from "drizzle-orm/pg-core";
var managers = pgTable3(
  "managers",
  {
    id: uuid2("id").primaryKey().defaultRandom(),
    userId: uuid2("user_id").notNull().unique().references(() => users.id, { onDelete: "cascade" }),
    company: text4("company").notNull(),
    gender: text4("gender", { enum: ["MALE", "FEMALE"] }).notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    locationLabel: text4("location_label"),
    /** The code players join the team with (0013_i15_coaches.sql); made on first read. */
    teamCode: text4("team_code").unique("managers_team_code_unique"),
    createdAt: timestamp2("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp2("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  // 0006_onboarding.sql.
  (t) => [
    check("managers_gender_check", sql2`${t.gender} IN ('MALE', 'FEMALE')`),
    check("managers_company_check", sql2`length(${t.company}) BETWEEN 1 AND 100`),
    check(
      "managers_location_check",
      sql2`${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180 AND ${t.longitude} <> 0`
    )
  ]
);

// apps/server/src/db/schema/players.ts
import { sql as sql3 } from "drizzle-orm";
import {
  check as check2,
  date,
  doublePrecision as doublePrecision2,
  index as index3,
  numeric,
  pgTable as pgTable5,
  text as text6,
  timestamp as timestamp4,
  uuid as uuid4
} from "drizzle-orm/pg-core";

// apps/server/src/db/schema/clubs.ts
import { index as index2, pgTable as pgTable4, text as text5, timestamp as timestamp3, uuid as uuid3 } from "drizzle-orm/pg-core";
var clubs = pgTable4(
  "clubs",
  {
    id: uuid3("id").primaryKey().defaultRandom(),
    name: text5("name").notNull(),
    /** The name lower-cased with whitespace collapsed: two names that differ only so are one club. */
    nameKey: text5("name_key").notNull().unique(),
    createdBy: uuid3("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp3("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index2("clubs_name_idx").on(t.name)]
);

// apps/server/src/db/schema/players.ts
var players = pgTable5(
  "players",
  {
    id: uuid4("id").primaryKey().defaultRandom(),
    userId: uuid4("user_id").notNull().unique().references(() => users.id, { onDelete: "cascade" }),
    ageGroupId: text6("age_group_id").notNull().references(() => ageGroups.id),
    clubId: uuid4("club_id").references(() => clubs.id, { onDelete: "set null" }),
    clubName: text6("club_name"),
    dateOfBirth: date("date_of_birth").notNull(),
    gender: text6("gender", { enum: ["MALE", "FEMALE"] }).notNull(),
    heightValue: numeric("height_value", { precision: 5, scale: 1, mode: "number" }).notNull(),
    heightUnit: text6("height_unit").notNull().default("cm"),
    weightValue: numeric("weight_value", { precision: 5, scale: 1, mode: "number" }).notNull(),
    weightUnit: text6("weight_unit").notNull().default("kg"),
    nationality: text6("nationality").notNull(),
    positions: text6("positions").array().notNull(),
    locationCity: text6("location_city"),
    locationCountry: text6("location_country"),
    locationStreet: text6("location_street"),
    locationLatitude: doublePrecision2("location_latitude").notNull(),
    locationLongitude: doublePrecision2("location_longitude").notNull(),
    /** 0015_i17_privacy.sql: PENDING until the guardian of a player under 16 approves. */
    guardianApproval: text6("guardian_approval", { enum: ["NOT_NEEDED", "PENDING", "APPROVED"] }).notNull().default("NOT_NEEDED"),
    createdAt: timestamp4("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp4("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index3("players_age_group_idx").on(t.ageGroupId),
    // 0006_onboarding.sql: the contract's ranges, kept by the database too.
    index3("players_club_idx").on(t.clubId),
    check2("players_gender_check", sql3`${t.gender} IN ('MALE', 'FEMALE')`),
    check2("players_height_check", sql3`${t.heightUnit} = 'cm' AND ${t.heightValue} BETWEEN 50 AND 250`),
    check2("players_weight_check", sql3`${t.weightUnit} = 'kg' AND ${t.weightValue} BETWEEN 10 AND 250`),
    check2("players_nationality_check", sql3`${t.nationality} ~ '^[A-Z]{2}$'`),
    check2("players_positions_check", sql3`cardinality(${t.positions}) = 1`),
    check2(
      "players_location_check",
      sql3`${t.locationLatitude} BETWEEN -90 AND 90 AND ${t.locationLongitude} BETWEEN -180 AND 180 AND ${t.locationLongitude} <> 0`
    )
  ]
);

// apps/server/src/db/schema/support.ts
import { bigint as bigint2, index as index4, pgTable as pgTable6, text as text7, timestamp as timestamp5, unique, uuid as uuid5 } from "drizzle-orm/pg-core";
var supportMessages = pgTable6(
  "support_messages",
  {
    id: uuid5("id").primaryKey().defaultRandom(),
    userId: uuid5("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text7("email").notNull(),
    subject: text7("subject").notNull(),
    message: text7("message").notNull(),
    language: text7("language").notNull(),
    mailedAt: timestamp5("mailed_at", { withTimezone: true }),
    /** The number the sender is given in the acknowledgement (`#1042`). */
    referenceNumber: bigint2("reference_number", { mode: "number" }).generatedByDefaultAsIdentity({
      startWith: 1001
    }),
    status: text7("status", { enum: ["OPEN", "ANSWERED"] }).notNull().default("OPEN"),
    answeredAt: timestamp5("answered_at", { withTimezone: true }),
    acknowledgedAt: timestamp5("acknowledged_at", { withTimezone: true }),
    createdAt: timestamp5("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index4("support_messages_created_idx").on(t.createdAt),
    index4("support_messages_status_created_idx").on(t.status, t.createdAt),
    unique("support_messages_reference_unique").on(t.referenceNumber)
  ]
);
var supportReplies = pgTable6(
  "support_replies",
  {
    id: uuid5("id").primaryKey().defaultRandom(),
    supportMessageId: uuid5("support_message_id").notNull().references(() => supportMessages.id, { onDelete: "cascade" }),
    authorId: uuid5("author_id").references(() => users.id, { onDelete: "set null" }),
    text: text7("text").notNull(),
    mailedAt: timestamp5("mailed_at", { withTimezone: true }),
    createdAt: timestamp5("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index4("support_replies_message_idx").on(t.supportMessageId, t.createdAt)]
);
var events = pgTable6(
  "events",
  {
    id: uuid5("id").primaryKey().defaultRandom(),
    name: text7("name").notNull(),
    createdAt: timestamp5("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index4("events_name_created_idx").on(t.name, t.createdAt)]
);

// apps/server/src/db/schema/audit-events.ts
import { index as index5, jsonb, pgTable as pgTable7, text as text8, timestamp as timestamp6, uuid as uuid6 } from "drizzle-orm/pg-core";
var auditEvents = pgTable7(
  "audit_events",
  {
    id: uuid6("id").primaryKey().defaultRandom(),
    at: timestamp6("at", { withTimezone: true }).notNull().defaultNow(),
    /** The admin who made the change; null for the operator command line. No foreign key on purpose. */
    actorId: uuid6("actor_id"),
    action: text8("action").notNull(),
    targetType: text8("target_type").notNull(),
    targetId: text8("target_id"),
    detail: jsonb("detail").$type().notNull().default({})
  },
  (t) => [
    index5("audit_events_at_idx").on(t.at.desc(), t.id.desc()),
    index5("audit_events_target_idx").on(t.targetType, t.targetId, t.at.desc())
  ]
);

// apps/server/src/db/schema/account-security.ts
import { index as index6, integer as integer2, pgTable as pgTable8, text as text9, timestamp as timestamp7, uniqueIndex as uniqueIndex2, uuid as uuid7 } from "drizzle-orm/pg-core";
var attemptCounters = pgTable8(
  "attempt_counters",
  {
    key: text9("key").primaryKey(),
    count: integer2("count").notNull(),
    windowEndsAt: timestamp7("window_ends_at", { withTimezone: true }).notNull()
  },
  (t) => [index6("attempt_counters_window_idx").on(t.windowEndsAt)]
);
var recoveryCodes = pgTable8(
  "recovery_codes",
  {
    id: uuid7("id").primaryKey().defaultRandom(),
    userId: uuid7("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    codeHash: text9("code_hash").notNull(),
    usedAt: timestamp7("used_at", { withTimezone: true }),
    createdAt: timestamp7("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [uniqueIndex2("recovery_codes_user_hash_key").on(t.userId, t.codeHash)]
);

// apps/server/src/db/schema/content-seed-state.ts
import { pgTable as pgTable9, text as text10, timestamp as timestamp8 } from "drizzle-orm/pg-core";
var contentSeedState = pgTable9("content_seed_state", {
  unit: text10("unit").primaryKey(),
  contentHash: text10("content_hash").notNull(),
  seededAt: timestamp8("seeded_at", { withTimezone: true }).notNull().defaultNow()
});

// apps/server/src/db/schema/index.ts
var schema_exports = {};
__export(schema_exports, {
  ageGroups: () => ageGroups,
  attemptCounters: () => attemptCounters,
  auditEvents: () => auditEvents,
  billingCustomers: () => billingCustomers,
  checkoutSessions: () => checkoutSessions,
  clubs: () => clubs,
  coachFeedback: () => coachFeedback,
  contentSeedState: () => contentSeedState,
  events: () => events,
  fees: () => fees,
  guardianApprovals: () => guardianApprovals,
  loginAttempts: () => loginAttempts,
  managers: () => managers,
  oauthTokens: () => oauthTokens,
  paymentMethods: () => paymentMethods,
  payments: () => payments,
  playerTrainingProgramBlocks: () => playerTrainingProgramBlocks,
  playerTrainingProgramSubscriptions: () => playerTrainingProgramSubscriptions,
  playerTrainingPrograms: () => playerTrainingPrograms,
  playerTrainingSessionCompletions: () => playerTrainingSessionCompletions,
  players: () => players,
  processedEvents: () => processedEvents,
  recoveryCodes: () => recoveryCodes,
  sandboxPortalSessions: () => sandboxPortalSessions,
  sandboxSubscriptions: () => sandboxSubscriptions,
  subscriptionReminders: () => subscriptionReminders,
  supportMessages: () => supportMessages,
  supportReplies: () => supportReplies,
  teamMemberships: () => teamMemberships,
  trainingProgramBlockSessions: () => trainingProgramBlockSessions,
  trainingProgramBlocks: () => trainingProgramBlocks,
  trainingPrograms: () => trainingPrograms,
  trainingSessions: () => trainingSessions,
  users: () => users,
  verifications: () => verifications
});

// apps/server/src/db/schema/tokens.ts
import { index as index7, pgTable as pgTable10, text as text11, timestamp as timestamp9, uuid as uuid8 } from "drizzle-orm/pg-core";
var oauthTokens = pgTable10(
  "oauth_tokens",
  {
    id: uuid8("id").primaryKey().defaultRandom(),
    userId: uuid8("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** Every pair made by refreshing shares the family of the first sign-in. */
    familyId: uuid8("family_id").notNull(),
    clientId: text11("client_id").notNull(),
    accessHash: text11("access_hash").notNull().unique(),
    refreshHash: text11("refresh_hash").notNull().unique(),
    scope: text11("scope").notNull(),
    accessExpiresAt: timestamp9("access_expires_at", { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp9("refresh_expires_at", { withTimezone: true }).notNull(),
    /** Set when this pair's refresh token was exchanged for a new pair. */
    rotatedAt: timestamp9("rotated_at", { withTimezone: true }),
    revokedAt: timestamp9("revoked_at", { withTimezone: true }),
    createdAt: timestamp9("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index7("oauth_tokens_user_idx").on(t.userId), index7("oauth_tokens_family_idx").on(t.familyId)]
);

// apps/server/src/db/schema/verifications.ts
import { index as index8, integer as integer3, pgTable as pgTable11, text as text12, timestamp as timestamp10, uuid as uuid9 } from "drizzle-orm/pg-core";
var verifications = pgTable11(
  "verifications",
  {
    id: uuid9("id").primaryKey().defaultRandom(),
    userId: uuid9("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    type: text12("type", {
      enum: ["ACCOUNT_VERIFICATION", "CHANGE_USER_ACCOUNT_USERNAME", "PASSWORD_RESET"]
    }).notNull(),
    sendTo: text12("send_to").notNull(),
    /** `salt.hmac` (base64url): HMAC-SHA-256 of the code keyed with a per-row random salt. */
    codeHash: text12("code_hash").notNull(),
    expiresAt: timestamp10("expires_at", { withTimezone: true }).notNull(),
    /** Tries used on the current code (a try is counted before comparing; a right one gives it back). */
    failedAttempts: integer3("failed_attempts").notNull().default(0),
    consumedAt: timestamp10("consumed_at", { withTimezone: true }),
    createdAt: timestamp10("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index8("verifications_user_idx").on(t.userId)]
);
var loginAttempts = pgTable11(
  "login_attempts",
  {
    id: uuid9("id").primaryKey().defaultRandom(),
    username: text12("username").notNull(),
    userId: uuid9("user_id"),
    ip: text12("ip").notNull(),
    outcome: text12("outcome").notNull(),
    createdAt: timestamp10("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index8("login_attempts_created_idx").on(t.createdAt),
    index8("login_attempts_username_idx").on(t.username, t.createdAt),
    index8("login_attempts_user_idx").on(t.userId)
  ]
);

// apps/server/src/db/schema/training-programs.ts
import { sql as sql4 } from "drizzle-orm";
import {
  index as index9,
  integer as integer4,
  jsonb as jsonb2,
  pgTable as pgTable12,
  text as text13,
  timestamp as timestamp11,
  unique as unique2,
  uniqueIndex as uniqueIndex3,
  uuid as uuid10
} from "drizzle-orm/pg-core";
var trainingPrograms = pgTable12(
  "training_programs",
  {
    id: uuid10("id").primaryKey().defaultRandom(),
    contentKey: text13("content_key").notNull().unique(),
    ageGroupId: text13("age_group_id").notNull().references(() => ageGroups.id),
    status: text13("status", { enum: ["PUBLIC", "DRAFT", "ARCHIVED"] }).notNull().default("PUBLIC"),
    titles: jsonb2("titles").$type().notNull(),
    createdAt: timestamp11("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp11("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last change made in the academy console; the start-up seed leaves such programs alone. */
    editedAt: timestamp11("edited_at", { withTimezone: true })
  },
  (t) => [
    uniqueIndex3("training_programs_public_age_group_key").on(t.ageGroupId).where(sql4`${t.status} = 'PUBLIC'`),
    index9("training_programs_status_age_group_idx").on(t.status, t.ageGroupId)
  ]
);
var trainingProgramBlocks = pgTable12(
  "training_program_blocks",
  {
    id: uuid10("id").primaryKey().defaultRandom(),
    contentKey: text13("content_key").notNull().unique(),
    trainingProgramId: uuid10("training_program_id").notNull().references(() => trainingPrograms.id, { onDelete: "cascade" }),
    position: integer4("position").notNull(),
    titles: jsonb2("titles").$type().notNull(),
    descriptions: jsonb2("descriptions").$type().notNull().default({})
  },
  (t) => [unique2("training_program_blocks_program_position_unique").on(t.trainingProgramId, t.position)]
);
var fees = pgTable12(
  "fees",
  {
    id: uuid10("id").primaryKey().defaultRandom(),
    trainingProgramId: uuid10("training_program_id").notNull().references(() => trainingPrograms.id, { onDelete: "cascade" }),
    type: text13("type", { enum: ["MONTHLY", "YEARLY"] }).notNull(),
    amount: integer4("amount").notNull(),
    currency: text13("currency").notNull(),
    /** 0010_i12_billing.sql: the price region; the label every screen shows (99 kr, 1 $). */
    region: text13("region", { enum: ["DEFAULT", "AFRICA"] }).notNull().default("DEFAULT"),
    label: text13("label")
  },
  (t) => [unique2("fees_program_region_type_unique").on(t.trainingProgramId, t.region, t.type)]
);

// apps/server/src/db/schema/subscriptions.ts
import { sql as sql5 } from "drizzle-orm";
import {
  boolean as boolean2,
  index as index10,
  pgTable as pgTable13,
  primaryKey,
  text as text14,
  timestamp as timestamp12,
  unique as unique3,
  uniqueIndex as uniqueIndex4,
  uuid as uuid11
} from "drizzle-orm/pg-core";
var playerTrainingPrograms = pgTable13(
  "player_training_programs",
  {
    id: uuid11("id").primaryKey().defaultRandom(),
    playerId: uuid11("player_id").notNull().references(() => players.id, { onDelete: "cascade" }),
    trainingProgramId: uuid11("training_program_id").notNull().references(() => trainingPrograms.id),
    createdAt: timestamp12("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    unique3("player_training_programs_player_program_unique").on(t.playerId, t.trainingProgramId),
    index10("player_training_programs_program_idx").on(t.trainingProgramId)
  ]
);
var playerTrainingProgramBlocks = pgTable13(
  "player_training_program_blocks",
  {
    id: uuid11("id").primaryKey().defaultRandom(),
    playerTrainingProgramId: uuid11("player_training_program_id").notNull().references(() => playerTrainingPrograms.id, { onDelete: "cascade" }),
    trainingProgramBlockId: uuid11("training_program_block_id").notNull().references(() => trainingProgramBlocks.id),
    status: text14("status", { enum: ["COMPLETE", "ACTIVE", "INACTIVE"] }).notNull().default("INACTIVE"),
    startDate: timestamp12("start_date", { withTimezone: true })
  },
  (t) => [
    unique3("player_training_program_blocks_unique").on(t.playerTrainingProgramId, t.trainingProgramBlockId),
    index10("player_training_program_blocks_block_idx").on(t.trainingProgramBlockId)
  ]
);
var playerTrainingProgramSubscriptions = pgTable13(
  "player_training_program_subscriptions",
  {
    id: uuid11("id").primaryKey().defaultRandom(),
    playerId: uuid11("player_id").notNull().references(() => players.id, { onDelete: "cascade" }),
    trainingProgramId: uuid11("training_program_id").notNull().references(() => trainingPrograms.id),
    status: text14("status", { enum: ["ACTIVE", "ENDED"] }).notNull().default("ACTIVE"),
    startDate: timestamp12("start_date", { withTimezone: true }).notNull().defaultNow(),
    availableTill: timestamp12("available_till", { withTimezone: true }),
    endedAt: timestamp12("ended_at", { withTimezone: true }),
    billingEnabled: boolean2("billing_enabled").notNull().default(false),
    yearlyPaidOff: boolean2("yearly_paid_off").notNull().default(false),
    paymentModel: text14("payment_model", { enum: ["MONTHLY", "YEARLY"] }),
    /** Set on the player's first subscription only: the end of the free month. */
    trialEndsAt: timestamp12("trial_ends_at", { withTimezone: true }),
    currentPeriodEnd: timestamp12("current_period_end", { withTimezone: true }),
    coupon: text14("coupon"),
    paymentProvider: text14("payment_provider", { enum: ["sandbox", "stripe"] }),
    providerCustomerId: text14("provider_customer_id"),
    providerSubscriptionId: text14("provider_subscription_id"),
    /** 0010_i12_billing.sql: NONE without billing; PAST_DUE since `pastDueSince`, UNPAID after the grace. */
    paymentStatus: text14("payment_status", { enum: ["NONE", "TRIAL", "PAID", "PAST_DUE", "UNPAID"] }).notNull().default("NONE"),
    pastDueSince: timestamp12("past_due_since", { withTimezone: true }),
    playerTrainingProgramId: uuid11("player_training_program_id").references(() => playerTrainingPrograms.id, {
      onDelete: "set null"
    }),
    createdAt: timestamp12("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp12("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex4("pt_subscriptions_one_active_per_player").on(t.playerId).where(sql5`${t.status} = 'ACTIVE'`),
    uniqueIndex4("pt_subscriptions_one_trial_per_player").on(t.playerId).where(sql5`${t.trialEndsAt} IS NOT NULL`),
    uniqueIndex4("pt_subscriptions_provider_subscription_key").on(t.paymentProvider, t.providerSubscriptionId).where(sql5`${t.providerSubscriptionId} IS NOT NULL`),
    index10("pt_subscriptions_player_start_idx").on(t.playerId, t.startDate),
    index10("pt_subscriptions_program_idx").on(t.trainingProgramId),
    index10("pt_subscriptions_player_program_idx").on(t.playerTrainingProgramId)
  ]
);
var subscriptionReminders = pgTable13(
  "subscription_reminders",
  {
    subscriptionId: uuid11("subscription_id").notNull().references(() => playerTrainingProgramSubscriptions.id, { onDelete: "cascade" }),
    kind: text14("kind").notNull(),
    sentAt: timestamp12("sent_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey({ name: "subscription_reminders_pk", columns: [t.subscriptionId, t.kind] })]
);

// apps/server/src/db/schema/billing.ts
import { boolean as boolean3, index as index11, integer as integer5, jsonb as jsonb3, pgTable as pgTable14, text as text15, timestamp as timestamp13, unique as unique4, uuid as uuid12 } from "drizzle-orm/pg-core";
var billingCustomers = pgTable14(
  "billing_customers",
  {
    id: uuid12("id").primaryKey().defaultRandom(),
    userId: uuid12("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    provider: text15("provider", { enum: ["sandbox", "stripe"] }).notNull(),
    providerCustomerId: text15("provider_customer_id").notNull(),
    createdAt: timestamp13("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    unique4("billing_customers_user_provider_unique").on(t.userId, t.provider),
    unique4("billing_customers_provider_customer_unique").on(t.provider, t.providerCustomerId)
  ]
);
var paymentMethods = pgTable14("payment_methods", {
  id: uuid12("id").primaryKey().defaultRandom(),
  billingCustomerId: uuid12("billing_customer_id").notNull().unique("payment_methods_customer_unique").references(() => billingCustomers.id, { onDelete: "cascade" }),
  providerPaymentMethodId: text15("provider_payment_method_id").notNull(),
  brand: text15("brand").notNull(),
  last4: text15("last4").notNull(),
  expMonth: integer5("exp_month"),
  expYear: integer5("exp_year"),
  updatedAt: timestamp13("updated_at", { withTimezone: true }).notNull().defaultNow()
});
var checkoutSessions = pgTable14("checkout_sessions", {
  id: text15("id").primaryKey(),
  provider: text15("provider", { enum: ["sandbox", "stripe"] }).notNull(),
  subscriptionId: uuid12("subscription_id").notNull().references(() => playerTrainingProgramSubscriptions.id, { onDelete: "cascade" }),
  userId: uuid12("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  paymentModel: text15("payment_model", { enum: ["MONTHLY", "YEARLY"] }).notNull(),
  language: text15("language").notNull(),
  amount: integer5("amount").notNull(),
  currency: text15("currency").notNull(),
  /** The fee's label (99 kr, 1 $): what the app showed, shown again on the sandbox page. */
  priceLabel: text15("price_label"),
  trialDays: integer5("trial_days").notNull().default(0),
  successUrl: text15("success_url").notNull(),
  cancelUrl: text15("cancel_url").notNull(),
  coupon: text15("coupon"),
  metadata: jsonb3("metadata").$type().notNull().default({}),
  status: text15("status", { enum: ["OPEN", "COMPLETE", "EXPIRED"] }).notNull().default("OPEN"),
  expiresAt: timestamp13("expires_at", { withTimezone: true }).notNull(),
  completedAt: timestamp13("completed_at", { withTimezone: true }),
  providerSubscriptionId: text15("provider_subscription_id"),
  /** The provider's page (Stripe's or the sandbox's): a repeated request gets the same one back. */
  url: text15("url"),
  createdAt: timestamp13("created_at", { withTimezone: true }).notNull().defaultNow()
});
var sandboxSubscriptions = pgTable14("sandbox_subscriptions", {
  id: text15("id").primaryKey(),
  customerId: text15("customer_id").notNull(),
  subscriptionId: uuid12("subscription_id").notNull(),
  paymentMethodId: text15("payment_method_id").notNull(),
  cardBrand: text15("card_brand").notNull(),
  cardLast4: text15("card_last4").notNull(),
  paymentModel: text15("payment_model", { enum: ["MONTHLY", "YEARLY"] }).notNull(),
  amount: integer5("amount").notNull(),
  currency: text15("currency").notNull(),
  status: text15("status", { enum: ["trialing", "active", "past_due", "unpaid", "canceled"] }).notNull(),
  /** Card 4000 0000 0000 0341: attaches, then every charge fails. */
  cardFails: boolean3("card_fails").notNull().default(false),
  latestInvoiceId: text15("latest_invoice_id"),
  trialEnd: timestamp13("trial_end", { withTimezone: true }),
  currentPeriodEnd: timestamp13("current_period_end", { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean3("cancel_at_period_end").notNull().default(false),
  endedAt: timestamp13("ended_at", { withTimezone: true }),
  latestInvoiceAmountPaid: integer5("latest_invoice_amount_paid").notNull().default(0),
  /** Minor units left from a plan switch's credit (Stripe's customer balance): pays the next charges. */
  creditBalance: integer5("credit_balance").notNull().default(0),
  createdAt: timestamp13("created_at", { withTimezone: true }).notNull().defaultNow()
});
var processedEvents = pgTable14(
  "processed_events",
  {
    eventId: text15("event_id").primaryKey(),
    provider: text15("provider").notNull(),
    type: text15("type").notNull(),
    processedAt: timestamp13("processed_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index11("processed_events_processed_at_idx").on(t.processedAt)]
);
var payments = pgTable14(
  "payments",
  {
    id: uuid12("id").primaryKey().defaultRandom(),
    subscriptionId: uuid12("subscription_id").notNull().references(() => playerTrainingProgramSubscriptions.id, { onDelete: "cascade" }),
    userId: uuid12("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    provider: text15("provider", { enum: ["sandbox", "stripe"] }).notNull(),
    providerInvoiceId: text15("provider_invoice_id").notNull(),
    amount: integer5("amount").notNull(),
    currency: text15("currency").notNull(),
    /** The amount as the app showed it (99 kr, 1 $). */
    label: text15("label").notNull(),
    paymentModel: text15("payment_model", { enum: ["MONTHLY", "YEARLY"] }).notNull(),
    periodStart: timestamp13("period_start", { withTimezone: true }),
    periodEnd: timestamp13("period_end", { withTimezone: true }),
    /** The receipt page's unguessable address (the page needs no token, like Stripe's). */
    receiptToken: text15("receipt_token").notNull().unique("payments_receipt_token_unique"),
    /** The card on file when it was charged, for the receipt (null: recorded before it was kept). */
    cardBrand: text15("card_brand"),
    cardLast4: text15("card_last4"),
    paidAt: timestamp13("paid_at", { withTimezone: true }).notNull(),
    createdAt: timestamp13("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    unique4("payments_provider_invoice_unique").on(t.provider, t.providerInvoiceId),
    index11("payments_user_paid_idx").on(t.userId, t.paidAt),
    index11("payments_subscription_idx").on(t.subscriptionId)
  ]
);
var sandboxPortalSessions = pgTable14("sandbox_portal_sessions", {
  id: text15("id").primaryKey(),
  userId: uuid12("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  customerId: text15("customer_id").notNull(),
  language: text15("language").notNull(),
  returnUrl: text15("return_url").notNull(),
  expiresAt: timestamp13("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp13("created_at", { withTimezone: true }).notNull().defaultNow()
});

// apps/server/src/db/schema/privacy.ts
import { pgTable as pgTable15, text as text16, timestamp as timestamp14, uuid as uuid13 } from "drizzle-orm/pg-core";
var guardianApprovals = pgTable15("guardian_approvals", {
  playerId: uuid13("player_id").primaryKey().references(() => players.id, { onDelete: "cascade" }),
  guardianEmail: text16("guardian_email").notNull(),
  /** SHA-256 of the link's token; null once the link was used. */
  tokenHash: text16("token_hash").unique("guardian_approvals_token_unique"),
  expiresAt: timestamp14("expires_at", { withTimezone: true }).notNull(),
  language: text16("language").notNull(),
  sentAt: timestamp14("sent_at", { withTimezone: true }),
  approvedAt: timestamp14("approved_at", { withTimezone: true }),
  approvedIp: text16("approved_ip"),
  policyVersion: text16("policy_version"),
  createdAt: timestamp14("created_at", { withTimezone: true }).notNull().defaultNow()
});

// apps/server/src/db/schema/training-sessions.ts
import { sql as sql6 } from "drizzle-orm";
import {
  boolean as boolean4,
  check as check3,
  index as index12,
  integer as integer6,
  jsonb as jsonb4,
  pgTable as pgTable16,
  primaryKey as primaryKey2,
  text as text17,
  timestamp as timestamp15,
  unique as unique5,
  uuid as uuid14
} from "drizzle-orm/pg-core";
var trainingSessions = pgTable16("training_sessions", {
  id: uuid14("id").primaryKey().defaultRandom(),
  contentKey: text17("content_key").notNull().unique(),
  titles: jsonb4("titles").$type().notNull(),
  descriptions: jsonb4("descriptions").$type().notNull(),
  steps: jsonb4("steps").$type().notNull(),
  coachingPoints: jsonb4("coaching_points").$type().notNull(),
  durationMinutes: integer6("duration_minutes").notNull(),
  equipment: jsonb4("equipment").$type().notNull(),
  videoUrl: text17("video_url"),
  updatedAt: timestamp15("updated_at", { withTimezone: true }).notNull().defaultNow()
});
var trainingProgramBlockSessions = pgTable16(
  "training_program_block_sessions",
  {
    trainingProgramBlockId: uuid14("training_program_block_id").notNull().references(() => trainingProgramBlocks.id, { onDelete: "cascade" }),
    trainingSessionId: uuid14("training_session_id").notNull().references(() => trainingSessions.id, { onDelete: "cascade" }),
    position: integer6("position").notNull()
  },
  (t) => [
    primaryKey2({ columns: [t.trainingProgramBlockId, t.trainingSessionId] }),
    unique5("training_program_block_sessions_position_unique").on(t.trainingProgramBlockId, t.position),
    index12("training_program_block_sessions_session_idx").on(t.trainingSessionId),
    check3("training_program_block_sessions_position_check", sql6`${t.position} > 0`)
  ]
);
var playerTrainingSessionCompletions = pgTable16(
  "player_training_session_completions",
  {
    id: uuid14("id").primaryKey().defaultRandom(),
    playerTrainingProgramId: uuid14("player_training_program_id").notNull().references(() => playerTrainingPrograms.id, { onDelete: "cascade" }),
    trainingSessionId: uuid14("training_session_id").notNull().references(() => trainingSessions.id, { onDelete: "cascade" }),
    completedAt: timestamp15("completed_at", { withTimezone: true }).notNull().defaultNow(),
    rating: integer6("rating"),
    note: text17("note"),
    /** The player lets their coaches read the note (0013_i15_coaches.sql). */
    noteShared: boolean4("note_shared").notNull().default(false)
  },
  (t) => [
    unique5("player_training_session_completions_unique").on(t.playerTrainingProgramId, t.trainingSessionId)
  ]
);

// apps/server/src/db/schema/coaches.ts
import { sql as sql7 } from "drizzle-orm";
import { check as check4, index as index13, pgTable as pgTable17, primaryKey as primaryKey3, text as text18, timestamp as timestamp16, uuid as uuid15 } from "drizzle-orm/pg-core";
var teamMemberships = pgTable17(
  "team_memberships",
  {
    managerId: uuid15("manager_id").notNull().references(() => managers.id, { onDelete: "cascade" }),
    playerId: uuid15("player_id").notNull().references(() => players.id, { onDelete: "cascade" }),
    joinedAt: timestamp16("joined_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey3({ columns: [t.managerId, t.playerId] }),
    index13("team_memberships_player_idx").on(t.playerId)
  ]
);
var coachFeedback = pgTable17(
  "coach_feedback",
  {
    id: uuid15("id").primaryKey().defaultRandom(),
    playerId: uuid15("player_id").notNull().references(() => players.id, { onDelete: "cascade" }),
    managerId: uuid15("manager_id").notNull().references(() => managers.id, { onDelete: "cascade" }),
    trainingProgramBlockId: uuid15("training_program_block_id").references(() => trainingProgramBlocks.id, {
      onDelete: "set null"
    }),
    text: text18("text").notNull(),
    createdAt: timestamp16("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index13("coach_feedback_player_idx").on(t.playerId, t.createdAt),
    check4("coach_feedback_text_check", sql7`char_length(${t.text}) BETWEEN 1 AND 2000`)
  ]
);

export {
  ageGroups,
  users,
  oauthTokens,
  verifications,
  loginAttempts,
  clubs,
  managers,
  players,
  supportMessages,
  supportReplies,
  events,
  trainingPrograms,
  trainingProgramBlocks,
  fees,
  playerTrainingPrograms,
  playerTrainingProgramBlocks,
  playerTrainingProgramSubscriptions,
  subscriptionReminders,
  billingCustomers,
  paymentMethods,
  checkoutSessions,
  sandboxSubscriptions,
  processedEvents,
  payments,
  sandboxPortalSessions,
  guardianApprovals,
  auditEvents,
  attemptCounters,
  recoveryCodes,
  trainingSessions,
  trainingProgramBlockSessions,
  playerTrainingSessionCompletions,
  teamMemberships,
  coachFeedback,
  contentSeedState,
  schema_exports,
  LANGUAGES,
  languageSchema,
  ROLES,
  errorBodySchema,
  HTTP_REASONS,
  ERROR_MESSAGES,
  healthSchema,
  readySchema,
  supportMessageRequestSchema,
  supportMessageResponseSchema,
  eventRequestSchema,
  eventResponseSchema,
  TOKEN_SCOPE,
  tokenRequestSchema,
  tokenResponseSchema,
  checkTokenQuerySchema,
  checkTokenBodySchema,
  checkTokenResponseSchema,
  revokeTokenRequestSchema,
  revokeTokenResponseSchema,
  oauthErrorBodySchema,
  OAUTH_MESSAGES,
  USER_MESSAGES,
  userSchema,
  userListSchema,
  signupRequestSchema,
  setRoleRequestSchema,
  verifyUserRequestSchema,
  changePasswordRequestSchema,
  enableTwoFactorRequestSchema,
  enableTwoFactorResponseSchema,
  confirmTwoFactorRequestSchema,
  confirmTwoFactorResponseSchema,
  passwordResetRequestSchema,
  passwordResetAcceptedSchema,
  passwordResetConfirmSchema,
  updatePersonRequestSchema,
  changeUsernameRequestSchema,
  createAdminRequestSchema,
  userIdParamsSchema,
  languageQuerySchema,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MESSAGES,
  createVerificationRequestSchema,
  verificationIdResponseSchema,
  resendCodeParamsSchema,
  resendCodeQuerySchema,
  resendCodeRequestSchema,
  PRICE_REGIONS,
  priceRegionOf,
  REGION_FEES,
  formatAmountLabel,
  trainingProgramSchema,
  trainingProgramListSchema,
  programQuerySchema,
  programListQuerySchema,
  ageGroupParamsSchema,
  programIdParamsSchema,
  trainingProgramBlockListSchema,
  programLanguageQuerySchema,
  createPlayerTrainingProgramSchema,
  playerTrainingProgramSchema,
  playerTrainingProgramBlockQuerySchema,
  playerTrainingProgramBlockListSchema,
  PAST_DUE_GRACE_DAYS,
  subscriptionSchema,
  subscriptionListSchema,
  subscriptionListQuerySchema,
  createSubscriptionSchema,
  subscriptionParamsSchema,
  subscriptionLanguageQuerySchema,
  enableBillingSchema,
  SUBSCRIPTION_MESSAGES,
  switchPaymentModelSchema,
  paymentModelSwitchSchema,
  checkoutSessionRequestSchema,
  checkoutSessionResponseSchema,
  paymentMethodQuerySchema,
  paymentMethodSchema,
  webhookResponseSchema,
  SANDBOX_CARDS,
  paymentsQuerySchema,
  paymentListSchema,
  portalSessionRequestSchema,
  portalSessionResponseSchema,
  BILLING_MESSAGES,
  LOCATION_SEARCH_DEFAULT_LIMIT,
  LOCATION_MESSAGES,
  locationSearchQuerySchema,
  locationSuggestionListSchema,
  locationDetailQuerySchema,
  locationDetailSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeSchema,
  clubNameKey,
  clubSchema,
  createClubSchema,
  clubListQuerySchema,
  clubPageSchema,
  PRIVACY_POLICY_VERSION,
  GUARDIAN_LINK_DAYS,
  PRIVACY_MESSAGES,
  needsGuardian,
  guardianRequestSchema,
  guardianRequestResponseSchema,
  guardianTokenQuerySchema,
  guardianDecisionSchema,
  guardianViewSchema,
  guardianDecisionResponseSchema,
  deleteAccountRequestSchema,
  accountDeletedResponseSchema,
  exportQuerySchema,
  exportSchema,
  PLAYER_MESSAGES,
  todayIsoDate,
  ageReachedInYear,
  createPlayerSchema,
  updatePlayerSchema,
  playerSchema,
  playerUserParamsSchema,
  playerReadQuerySchema,
  AGE_GROUPS,
  MANAGER_MESSAGES,
  createManagerSchema,
  updateManagerSchema,
  managerSchema,
  ADMIN_MESSAGES,
  adminUserListQuerySchema,
  adminUserPageSchema,
  setUserStatusRequestSchema,
  adminStatsSchema,
  auditEventListQuerySchema,
  auditEventPageSchema,
  supportMessageListQuerySchema,
  supportInboxMessageSchema,
  supportInboxPageSchema,
  supportReplyRequestSchema,
  idParamsSchema,
  ADMIN_PROGRAM_MESSAGES,
  adminProgramSchema,
  adminProgramListSchema,
  adminProgramListQuerySchema,
  createAdminProgramSchema,
  updateAdminProgramSchema,
  createAdminBlockSchema,
  updateAdminBlockSchema,
  createAdminSessionSchema,
  updateAdminSessionSchema,
  adminSessionParamsSchema,
  adminBlockParamsSchema,
  INPUT_MESSAGES,
  findForbiddenCharacters,
  isWebPagePath,
  FIRST_PAINT_SCRIPT,
  TRAINING_MESSAGES,
  trainingSessionListSchema,
  blockIdParamsSchema,
  sessionIdParamsSchema,
  playerProgramIdParamsSchema,
  trainingLanguageQuerySchema,
  progressQuerySchema,
  completeSessionSchema,
  completeSessionQuerySchema,
  undoSessionQuerySchema,
  trainingProgressSchema,
  COACH_MESSAGES,
  TEAM_CODE_ALPHABET,
  TEAM_CODE_LENGTH,
  managerMeSchema,
  joinTeamSchema,
  coachSchema,
  coachListSchema,
  managerIdParamsSchema,
  teamPlayerListSchema,
  playerIdParamsSchema,
  coachLanguageQuerySchema,
  playerTrainingViewSchema,
  createFeedbackSchema,
  feedbackSchema,
  feedbackListSchema
};
//# sourceMappingURL=shared-ZJ5J7UNT.js.map
