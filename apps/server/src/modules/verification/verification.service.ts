import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type CreateVerificationRequest,
  type Language,
  USER_MESSAGES,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MESSAGES,
  type VerificationType,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { accountMail } from './verification.mail.ts';
import {
  consumeVerification,
  expireOpenVerifications,
  findCodeRecipient,
  findVerificationById,
  insertVerification,
  isEmailInUse,
  MAX_ATTEMPTS,
  replaceCode,
  reserveAttempt,
  type VerificationRow,
} from './verification.repo.ts';

const CODE_TTL_MS = VERIFICATION_CODE_TTL_MINUTES * 60 * 1000;

function hmac(salt: Buffer, code: string): Buffer {
  return createHmac('sha256', salt).update(code).digest();
}

/** A random six-digit code and its stored form `salt.hmac` (never the code itself). */
export function createCode(): { code: string; codeHash: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16);
  return { code, codeHash: `${salt.toString('base64url')}.${hmac(salt, code).toString('base64url')}` };
}

/** Constant-time comparison of a typed code with the stored `salt.hmac`. */
export function codeMatches(stored: string, code: string): boolean {
  const [salt, digest] = stored.split('.');
  if (!salt || !digest) return false;
  const expected = Buffer.from(digest, 'base64url');
  const actual = hmac(Buffer.from(salt, 'base64url'), code.trim());
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function codeExpiry(now = Date.now()): Date {
  return new Date(now + CODE_TTL_MS);
}

/** A verification by id, or null (for the other modules: they never read the table themselves). */
export function findVerification(db: Db, id: string): Promise<VerificationRow | null> {
  return findVerificationById(db, id);
}

/** Stores a new verification (inside the caller's transaction) and hands back the plain code to mail. */
export async function startVerification(
  db: Db,
  input: { id?: string; userId: string; type: VerificationType; sendTo: string },
): Promise<{ row: VerificationRow; code: string }> {
  const { code, codeHash } = createCode();
  const row = await insertVerification(db, {
    id: input.id ?? randomUUID(),
    userId: input.userId,
    type: input.type,
    sendTo: input.sendTo,
    codeHash,
    expiresAt: codeExpiry(),
  });
  return { row, code };
}

export const mailFailed = () => new AppError(503, 'Verification code could not be sent at the moment');

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
  effect: (tx: Db, row: VerificationRow) => Promise<T>,
): Promise<T> {
  const reserved = await reserveAttempt(db, verification.id);
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
    const txDb = tx as unknown as Db;
    if (!(await consumeVerification(txDb, reserved.id, reserved.codeHash))) {
      throw fieldError(field, VERIFICATION_MESSAGES.invalidCode);
    }
    return effect(txDb, reserved);
  });
}

/** `POST /api/v1/verification`: a code for a new e-mail address, mailed to that address. */
export async function createEmailChangeVerification(
  ctx: ServiceContext,
  requester: Viewer,
  input: { userId: string; language: Language; sendEmailTo: string; type: CreateVerificationRequest['type'] },
): Promise<{ id: string }> {
  if (requester.id !== input.userId) throw forbidden();
  const user = await findCodeRecipient(ctx.db, input.userId);
  if (!user) throw notFound(USER_MESSAGES.userNotFound);
  if (user.email.toLowerCase() === input.sendEmailTo)
    throw fieldError('sendEmailTo', USER_MESSAGES.sameEmail);
  if (await isEmailInUse(ctx.db, input.sendEmailTo)) {
    throw conflict(VERIFICATION_MESSAGES.emailTaken, 'sendEmailTo');
  }
  const { row, code } = await ctx.db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await expireOpenVerifications(txDb, user.id, input.type);
    return startVerification(txDb, { userId: user.id, type: input.type, sendTo: input.sendEmailTo });
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
  if (verification.consumedAt) throw fieldError('id', VERIFICATION_MESSAGES.alreadyUsed);
  const user = await findCodeRecipient(ctx.db, verification.userId);
  if (!user) throw notFound(VERIFICATION_MESSAGES.notFound);
  const { code, codeHash } = createCode();
  const updated = await replaceCode(ctx.db, verification.id, codeHash, codeExpiry());
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
