import { randomUUID } from 'node:crypto';
import {
  type CreateVerificationRequest,
  type Language,
  USER_MESSAGES,
  VERIFICATION_MESSAGES,
  type VerificationType,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { asLanguage } from '../../lib/language.ts';
import type { AccountLimiter } from '../../lib/rate-limits.ts';
import { confirmPassword } from '../../lib/reauthenticate.ts';
import type { SecurityMailKind } from './security-mail.texts.ts';
import { codeExpiry, codeMatches, createCode } from './verification-codes.ts';
import { accountMail } from './verification.mail.ts';
import {
  consumeVerification,
  expireOpenVerifications,
  findCodeRecipient,
  findOpenVerification,
  findVerificationById,
  insertVerification,
  isEmailInUse,
  MAX_ATTEMPTS,
  setUnverifiedEmail,
  replaceCode,
  reserveAttempt,
  type VerificationRow,
} from './verification.repo.ts';

/** A verification by id, or null (for the other modules: they never read the table themselves). */
export function findVerification(db: Db, id: string): Promise<VerificationRow | null> {
  return findVerificationById(db, id);
}

/** The user's newest live code of a type, or null. */
export function findOpenVerificationOf(
  db: Db,
  userId: string,
  type: VerificationRow['type'],
  now: Date,
): Promise<VerificationRow | null> {
  return findOpenVerification(db, userId, type, now);
}

/** A user's fresh code of a type; their earlier open ones of that type stop working (one transaction). */
export function replaceVerification(
  db: Db,
  input: { userId: string; type: VerificationRow['type']; sendTo: string; now: Date },
): Promise<{ row: VerificationRow; code: string }> {
  return db.transaction(async (tx) => {
    await expireOpenVerifications(tx, input.userId, input.type, input.now);
    return startVerification(tx, input);
  });
}

/** Stores a new verification (inside the caller's transaction) and hands back the plain code to mail. */
export async function startVerification(
  db: Db,
  input: { id?: string; userId: string; type: VerificationRow['type']; sendTo: string; now: Date },
): Promise<{ row: VerificationRow; code: string }> {
  const { code, codeHash } = createCode();
  const row = await insertVerification(db, {
    id: input.id ?? randomUUID(),
    userId: input.userId,
    type: input.type,
    sendTo: input.sendTo,
    codeHash,
    expiresAt: codeExpiry(input.now),
  });
  return { row, code };
}

export const mailFailed = () => new AppError(503, VERIFICATION_MESSAGES.mailFailed);

/** Mails a code; the body carries the code, the log only who and what. */
export async function mailCode(
  ctx: ServiceContext,
  input: { type: VerificationType; language: Language; to: string; name: string; code: string },
): Promise<void> {
  await ctx.mailer.send(
    accountMail(input.type, input.language, input.to, { name: input.name, code: input.code }),
  );
}

/** The verification, or 404 (also when it belongs to someone else: its existence is not told). */
export async function loadOwnVerification(
  db: Db,
  id: string,
  requester: Pick<Viewer, 'id'> | null,
): Promise<VerificationRow> {
  const row = await findVerificationById(db, id);
  if (!row || (requester && row.userId !== requester.id)) throw notFound(VERIFICATION_MESSAGES.notFound);
  return row;
}

/**
 * Checks `code` against a verification and, when right, marks it used and runs `effect` in one
 * transaction. Wrong, expired, used or exhausted codes answer 400 on `field`.
 */
export async function consumeCode<T>(
  db: Db,
  verification: VerificationRow,
  code: string,
  field: string,
  now: Date,
  effect: (tx: Db, row: VerificationRow) => Promise<T>,
): Promise<T> {
  const reserved = await reserveAttempt(db, verification.id, now);
  if (!reserved) {
    const current = (await findVerificationById(db, verification.id)) ?? verification;
    if (current.consumedAt) throw fieldError(field, VERIFICATION_MESSAGES.alreadyUsed);
    if (current.failedAttempts >= MAX_ATTEMPTS)
      throw fieldError(field, VERIFICATION_MESSAGES.tooManyAttempts);
    throw fieldError(field, VERIFICATION_MESSAGES.expired);
  }
  if (!codeMatches(reserved.codeHash, code)) {
    throw fieldError(
      field,
      reserved.failedAttempts >= MAX_ATTEMPTS
        ? VERIFICATION_MESSAGES.tooManyAttempts
        : VERIFICATION_MESSAGES.invalidCode,
    );
  }
  return db.transaction(async (tx) => {
    if (!(await consumeVerification(tx, reserved.id, reserved.codeHash, now))) {
      throw fieldError(field, VERIFICATION_MESSAGES.invalidCode);
    }
    return effect(tx, reserved);
  });
}

/** `POST /api/v1/verification`: a code for a new e-mail address, mailed to that address. */
export async function createEmailChangeVerification(
  ctx: ServiceContext,
  passwordLimiter: AccountLimiter,
  requester: Viewer,
  input: {
    userId: string;
    language: Language;
    sendEmailTo: string;
    type: CreateVerificationRequest['type'];
    password?: string;
  },
): Promise<{ id: string }> {
  if (requester.id !== input.userId) throw forbidden();
  const user = await findCodeRecipient(ctx.db, input.userId);
  if (!user) throw notFound(USER_MESSAGES.userNotFound);
  if (user.email.toLowerCase() === input.sendEmailTo)
    throw fieldError('sendEmailTo', USER_MESSAGES.sameEmail);
  await confirmPassword(passwordLimiter, user, input.password);
  if (await isEmailInUse(ctx.db, input.sendEmailTo)) {
    throw conflict(VERIFICATION_MESSAGES.emailTaken, 'sendEmailTo');
  }
  if (user.status === 'NON_VERIFIED') return correctUnverifiedEmail(ctx, user, input);
  const { row, code } = await replaceVerification(ctx.db, {
    userId: user.id,
    type: input.type,
    sendTo: input.sendEmailTo,
    now: ctx.clock.now(),
  });
  try {
    await mailCode(ctx, {
      type: input.type,
      language: input.language,
      to: input.sendEmailTo,
      name: user.firstName,
      code,
    });
  } catch (error) {
    ctx.log.error({ err: error, verificationId: row.id }, 'verification mail could not be sent');
    throw mailFailed();
  }
  ctx.log.info({ verificationId: row.id, userId: user.id, type: input.type }, 'verification created');
  return { id: row.id };
}

/** `PUT /api/v1/verification/{id}/resend-code`: a new code; the old one stops working. */
export async function resendVerificationCode(
  ctx: ServiceContext,
  requester: Viewer,
  input: { id: string; language?: Language },
): Promise<{ id: string }> {
  const verification = await loadOwnVerification(ctx.db, input.id, requester);
  // Phone codes go by text message: their own route resends them (users/phone-verification).
  if (verification.type === 'PHONE_VERIFICATION') throw notFound(VERIFICATION_MESSAGES.notFound);
  if (verification.consumedAt) throw fieldError('id', VERIFICATION_MESSAGES.alreadyUsed);
  const user = await findCodeRecipient(ctx.db, verification.userId);
  if (!user) throw notFound(VERIFICATION_MESSAGES.notFound);
  const { code, codeHash } = createCode();
  const updated = await replaceCode(ctx.db, verification.id, codeHash, codeExpiry(ctx.clock.now()));
  if (!updated) throw fieldError('id', VERIFICATION_MESSAGES.alreadyUsed);
  const language = input.language ?? (user.language as Language);
  try {
    await mailCode(ctx, {
      type: verification.type,
      language,
      to: verification.sendTo,
      name: user.firstName,
      code,
    });
  } catch (error) {
    ctx.log.error({ err: error, verificationId: verification.id }, 'verification mail could not be sent');
    throw mailFailed();
  }
  ctx.log.info({ verificationId: verification.id, userId: user.id }, 'verification code resent');
  return { id: verification.id };
}

/**
 * A security notice to the account's (old) address in its language: password, phone or e-mail
 * changed, two-factor on or off. A mail failure is logged, never undoes the change.
 */
export async function mailSecurityNotice(
  ctx: ServiceContext,
  kind: SecurityMailKind | 'EMAIL_CHANGED',
  user: { id: string; email: string; firstName: string; language: string },
  extra: { newEmail?: string; remaining?: string } = {},
): Promise<void> {
  try {
    await ctx.mailer.send(
      accountMail(kind, asLanguage(user.language), user.email, {
        name: user.firstName,
        support: ctx.config.supportEmail,
        ...extra,
      }),
    );
    ctx.log.info({ userId: user.id, kind }, 'security notice mailed');
  } catch (error) {
    ctx.log.error({ err: error, userId: user.id, kind }, 'security notice could not be sent');
  }
}

/**
 * The verification page's correction of a mistyped address: a NON_VERIFIED account's e-mail changes
 * at once and a new account-verification code goes to the new address (the old code dies).
 */
async function correctUnverifiedEmail(
  ctx: ServiceContext,
  user: { id: string; firstName: string; verificationId: string | null },
  input: { language: Language; sendEmailTo: string },
): Promise<{ id: string }> {
  if (!user.verificationId) throw notFound(VERIFICATION_MESSAGES.notFound);
  const verificationId = user.verificationId;
  const { code, codeHash } = createCode();
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await setUnverifiedEmail(tx, user.id, input.sendEmailTo, now)))
        throw notFound(USER_MESSAGES.userNotFound);
      if (!(await replaceCode(tx, verificationId, codeHash, codeExpiry(now), input.sendEmailTo))) {
        throw fieldError('sendEmailTo', VERIFICATION_MESSAGES.alreadyUsed);
      }
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw conflict(VERIFICATION_MESSAGES.emailTaken, 'sendEmailTo');
    throw error;
  }
  ctx.log.info({ userId: user.id, verificationId }, 'unverified e-mail corrected; new code mailed');
  try {
    await mailCode(ctx, {
      type: 'ACCOUNT_VERIFICATION',
      language: input.language,
      to: input.sendEmailTo,
      name: user.firstName,
      code,
    });
  } catch (error) {
    ctx.log.error({ err: error, verificationId }, 'verification mail could not be sent');
    throw mailFailed();
  }
  return { id: verificationId };
}
