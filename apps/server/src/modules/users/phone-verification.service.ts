import {
  type Language,
  PHONE_CODE_RESEND_SECONDS,
  type PhoneCodeSentResponse,
  USER_MESSAGES,
  type User,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MESSAGES,
} from '@academy/contract';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { AppError, conflict, fieldError } from '../../lib/errors.ts';
import { asLanguage } from '../../lib/language.ts';
import type { AccountLimiter } from '../../lib/rate-limits.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  consumeCode,
  findOpenVerificationOf,
  replaceVerification,
} from '../verification/verification.service.ts';
import { ownUser } from './own-user.ts';
import { phoneCodeText } from './phone-verification.texts.ts';
import { markPhoneVerified } from './users.repo.ts';
import { getUserJson } from './users.service.ts';

/**
 * Limits of the phone verification (each counted before the work, in the database): one code a minute
 * per account (the web's resend countdown), 5 codes an hour per account and 5 per number (whichever
 * account asks: a number is never flooded), 10 typed codes per 15 minutes per account (and 5 per code).
 */
export const PHONE_CODE_LIMITS = {
  cooldown: { name: 'phone-code-cooldown', max: 1, timeWindow: PHONE_CODE_RESEND_SECONDS * 1000 },
  sendsPerAccount: { name: 'phone-code-account', max: 5, timeWindow: 60 * 60_000 },
  sendsPerNumber: { name: 'phone-code-number', max: 5, timeWindow: 60 * 60_000 },
  triesPerAccount: { name: 'phone-code-tries', max: 10, timeWindow: 15 * 60_000 },
} as const;

export interface PhoneCodeLimiters {
  cooldown: AccountLimiter;
  sendsPerAccount: AccountLimiter;
  sendsPerNumber: AccountLimiter;
  triesPerAccount: AccountLimiter;
}

/** `POST /api/v1/user/{id}/phone-verification`: a fresh code texted to one's own (unverified) number. */
export async function sendPhoneCode(
  ctx: ServiceContext,
  limits: PhoneCodeLimiters,
  requester: Viewer,
  id: string,
  input: { language?: Language },
): Promise<PhoneCodeSentResponse> {
  const user = await ownUser(ctx.db, requester, id);
  const number = user.phoneE164;
  if (!number) throw fieldError('phoneNumber', VERIFICATION_MESSAGES.phoneMissing);
  if (user.phoneVerifiedAt) throw conflict(VERIFICATION_MESSAGES.phoneAlreadyVerified, 'phoneNumber');
  // Counted before anything is sent: parallel requests get one code, the rest 429 (Retry-After).
  await limits.cooldown.consume(user.id);
  await limits.sendsPerAccount.consume(user.id);
  await limits.sendsPerNumber.consume(number);
  const now = ctx.clock.now();
  const { row, code } = await replaceVerification(ctx.db, {
    userId: user.id,
    type: 'PHONE_VERIFICATION',
    sendTo: number,
    now,
  });
  const language = input.language ?? asLanguage(user.language);
  try {
    await ctx.sms.send({ to: number, text: phoneCodeText(language, code, VERIFICATION_CODE_TTL_MINUTES) });
  } catch (error) {
    ctx.log.error({ err: error, verificationId: row.id }, 'phone verification code could not be sent');
    await limits.cooldown.reset(user.id);
    throw new AppError(503, VERIFICATION_MESSAGES.smsFailed);
  }
  ctx.log.info({ userId: user.id, verificationId: row.id }, 'phone verification code sent');
  return {
    id: row.id,
    sentTo: number,
    expiresAt: row.expiresAt.toISOString(),
    resendAfterSeconds: PHONE_CODE_RESEND_SECONDS,
  };
}

/**
 * `PUT /api/v1/user/{id}/phone-verification { code }`: the right code makes the number a sign-in name.
 * A number another account verified first answers 409 (the partial unique index decides races).
 */
export async function confirmPhoneCode(
  ctx: ServiceContext,
  limits: PhoneCodeLimiters,
  requester: Viewer,
  id: string,
  input: { code: string },
): Promise<User> {
  const user = await ownUser(ctx.db, requester, id);
  if (!user.phoneE164) throw fieldError('phoneNumber', VERIFICATION_MESSAGES.phoneMissing);
  if (user.phoneVerifiedAt) throw conflict(VERIFICATION_MESSAGES.phoneAlreadyVerified, 'phoneNumber');
  const now = ctx.clock.now();
  await limits.triesPerAccount.consume(user.id);
  const verification = await findOpenVerificationOf(ctx.db, user.id, 'PHONE_VERIFICATION', now);
  // No live code, or one sent to a number the account has since replaced: ask for a new one.
  if (!verification || verification.sendTo !== user.phoneE164) {
    throw fieldError('code', VERIFICATION_MESSAGES.expired);
  }
  try {
    await consumeCode(ctx.db, verification, input.code, 'code', now, async (tx) => {
      if (!(await markPhoneVerified(tx, user.id, verification.sendTo, now))) {
        throw fieldError('code', VERIFICATION_MESSAGES.expired);
      }
    });
  } catch (error) {
    if (uniqueViolation(error)) throw conflict(USER_MESSAGES.phoneTaken, 'phoneNumber');
    throw error;
  }
  await limits.triesPerAccount.refund(user.id);
  ctx.log.info({ userId: user.id }, 'phone number verified');
  return getUserJson(ctx.db, user.id);
}
