import { type Language, USER_MESSAGES, type User, VERIFICATION_MESSAGES } from '@academy/contract';
import { badRequest, conflict, fieldError, notFound } from '../../lib/errors.ts';
import { hashNewPassword } from '../../lib/passwords.ts';
import { requirePhone } from '../../lib/phone.ts';
import type { AccountLimiter } from '../../lib/rate-limits.ts';
import { confirmPassword } from '../../lib/reauthenticate.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { revokeAllUserTokens } from '../auth/token.service.ts';
import {
  consumeCode,
  loadOwnVerification,
  mailSecurityNotice,
} from '../verification/verification.service.ts';
import { ownUser } from './own-user.ts';
import { findUserByEmail, findUserByPhone, type UserPatch, updateUser } from './users.repo.ts';
import { duplicateUserError, getUserJson } from './users.service.ts';

/** `PUT /api/v1/user/change-password`: the other sessions end, the calling one stays signed in. */
export async function changePassword(
  ctx: ServiceContext,
  passwordLimiter: AccountLimiter,
  requester: Viewer,
  input: { id: string; newPassword: string; existingPassword: string },
): Promise<User> {
  const user = await ownUser(ctx.db, requester, input.id);
  await confirmPassword(passwordLimiter, user, input.existingPassword, 'existingPassword');
  const passwordHash = await hashNewPassword(input.newPassword, 'newPassword');
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await updateUser(tx, user.id, { passwordHash }, now);
    await revokeAllUserTokens(tx, user.id, now, requester.familyId);
  });
  ctx.log.info({ userId: user.id }, 'password changed; other sessions revoked');
  await mailSecurityNotice(ctx, 'PASSWORD_CHANGED', user);
  return getUserJson(ctx.db, user.id);
}

/**
 * `PUT /api/v1/user/{id}/person`: only the person fields (names, phone, language). Role, status and
 * e-mail never change here, whatever the body holds. A new (or removed) phone number needs the
 * current password and is told to the account's address.
 */
export async function updatePerson(
  ctx: ServiceContext,
  passwordLimiter: AccountLimiter,
  requester: Viewer,
  id: string,
  input: {
    id?: string;
    firstName?: string;
    lastName?: string;
    phoneNumber?: { countryCode: string; number: string } | null;
    language?: Language;
    timeZone?: string | null;
    password?: string;
  },
): Promise<User> {
  if (input.id !== undefined && input.id !== id)
    throw badRequest(USER_MESSAGES.idMismatch, [{ field: 'id', message: USER_MESSAGES.idMismatch }]);
  const user = await ownUser(ctx.db, requester, id);
  const patch: UserPatch = {};
  if (input.firstName !== undefined) patch.firstName = input.firstName;
  if (input.lastName !== undefined) patch.lastName = input.lastName;
  if (input.language !== undefined) patch.language = input.language;
  if (input.timeZone) patch.timeZone = input.timeZone;
  if (input.phoneNumber === null) {
    Object.assign(patch, {
      phoneCountryCode: null,
      phoneNumber: null,
      phoneE164: null,
      phoneVerifiedAt: null,
    });
  } else if (input.phoneNumber !== undefined) {
    const phone = requirePhone(input.phoneNumber);
    // A new number is not a sign-in name until its text-message code is confirmed.
    Object.assign(patch, {
      phoneCountryCode: phone.countryCode,
      phoneNumber: phone.number,
      phoneE164: phone.e164,
      phoneVerifiedAt: null,
    });
  }
  const phoneChanges = 'phoneE164' in patch && patch.phoneE164 !== user.phoneE164;
  if (phoneChanges) {
    // The password first (counted on the account's password-check limit before it is checked):
    // whether a number has an account is told only to its owner's right password, a few times.
    await confirmPassword(passwordLimiter, user, input.password);
    const holder = patch.phoneE164 ? await findUserByPhone(ctx.db, patch.phoneE164) : null;
    if (holder && holder.id !== user.id) throw conflict(USER_MESSAGES.phoneTaken, 'phoneNumber');
  } else {
    // The web sends the whole user: the same number again is no change.
    delete patch.phoneE164;
    delete patch.phoneNumber;
    delete patch.phoneCountryCode;
    delete patch.phoneVerifiedAt;
  }
  if (Object.keys(patch).length > 0) {
    try {
      await updateUser(ctx.db, user.id, patch, ctx.clock.now());
    } catch (error) {
      throw duplicateUserError(error) ?? error;
    }
    ctx.log.info({ userId: user.id, fields: Object.keys(patch) }, 'person updated');
    if (phoneChanges) {
      await mailSecurityNotice(ctx, 'PHONE_CHANGED', { ...user, language: patch.language ?? user.language });
    }
  }
  return getUserJson(ctx.db, user.id);
}

/**
 * `PUT /api/v1/user/username`: the new e-mail needs the code mailed to it; every session ends and
 * the old address is told.
 */
export async function changeUsername(
  ctx: ServiceContext,
  requester: Viewer,
  input: {
    id: string;
    language?: Language;
    newUsername: string;
    verificationCode: string;
    verificationId: string;
  },
): Promise<User> {
  const user = await ownUser(ctx.db, requester, input.id);
  const verification = await loadOwnVerification(ctx.db, input.verificationId, requester);
  if (verification.type !== 'CHANGE_USER_ACCOUNT_USERNAME') throw notFound(VERIFICATION_MESSAGES.notFound);
  if (verification.sendTo.toLowerCase() !== input.newUsername) {
    throw fieldError('newUsername', VERIFICATION_MESSAGES.wrongAddress);
  }
  const holder = await findUserByEmail(ctx.db, input.newUsername);
  if (holder && holder.id !== user.id) throw conflict(USER_MESSAGES.emailTaken, 'newUsername');
  try {
    const now = ctx.clock.now();
    await consumeCode(ctx.db, verification, input.verificationCode, 'verificationCode', now, async (tx) => {
      await updateUser(tx, user.id, { email: input.newUsername }, now);
      await revokeAllUserTokens(tx, user.id, now);
    });
  } catch (error) {
    throw duplicateUserError(error, 'newUsername') ?? error;
  }
  ctx.log.info({ userId: user.id }, 'e-mail changed; all sessions revoked');
  await mailSecurityNotice(
    ctx,
    'EMAIL_CHANGED',
    { ...user, language: input.language ?? user.language },
    {
      newEmail: input.newUsername,
    },
  );
  return getUserJson(ctx.db, user.id);
}
