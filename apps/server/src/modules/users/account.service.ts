import { type Language, USER_MESSAGES, type User, VERIFICATION_MESSAGES } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { isAdmin } from '../../lib/viewer.ts';
import { revokeAllUserTokens } from '../auth/token.service.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { createTotpSecret, encryptSecret, totpUri } from '../../lib/totp.ts';
import { accountMail } from '../verification/verification.mail.ts';
import { consumeCode, loadOwnVerification } from '../verification/verification.service.ts';
import { normalizePhone } from '../../lib/phone.ts';
import { findUserByEmail, findUserById, findUserByPhone, type UserPatch, updateUser } from './users.repo.ts';
import { duplicateUserError, getUserJson } from './users.service.ts';

/** Account settings act on the caller's own user only (admins included: they may read, not change). */
async function ownUser(db: Db, requester: Viewer, id: string) {
  if (requester.id !== id) throw forbidden();
  const user = await findUserById(db, id);
  if (!user) throw notFound(USER_MESSAGES.userNotFound);
  return user;
}

/** `PUT /api/v1/user/enable-2fa`: TOTP (RFC 6238, 30 s, 6 digits); never for admins. */
export async function setTwoFactor(
  ctx: ServiceContext,
  requester: Viewer,
  input: { id: string; enabled: boolean },
): Promise<{ key: string | null; otpauthUrl: string | null }> {
  const user = await ownUser(ctx.db, requester, input.id);
  if (isAdmin({ authorities: user.authorities as Viewer['authorities'] })) {
    throw forbidden(USER_MESSAGES.twoFactorNotForAdmins);
  }
  if (!input.enabled) {
    await updateUser(ctx.db, user.id, { twoFaEnabled: false, totpSecret: null, totpLastStep: null });
    ctx.log.info({ userId: user.id }, 'two-factor authentication disabled');
    return { key: null, otpauthUrl: null };
  }
  if (user.twoFaEnabled) throw conflict(USER_MESSAGES.twoFactorAlreadyEnabled, 'enabled');
  const secret = createTotpSecret();
  await updateUser(ctx.db, user.id, {
    twoFaEnabled: true,
    totpSecret: encryptSecret(secret, ctx.config.totpEncryptionKey),
    totpLastStep: null,
  });
  ctx.log.info({ userId: user.id }, 'two-factor authentication enabled');
  return { key: secret, otpauthUrl: totpUri(secret, user.email) };
}

/** `PUT /api/v1/user/change-password`: the other sessions end, the calling one stays signed in. */
export async function changePassword(
  ctx: ServiceContext,
  requester: Viewer,
  input: { id: string; newPassword: string; existingPassword: string },
): Promise<User> {
  const user = await ownUser(ctx.db, requester, input.id);
  if (!(await verifyPassword(user.passwordHash, input.existingPassword))) {
    throw fieldError('existingPassword', USER_MESSAGES.existingPasswordWrong);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await updateUser(txDb, user.id, { passwordHash });
    await revokeAllUserTokens(txDb, user.id, requester.familyId);
  });
  ctx.log.info({ userId: user.id }, 'password changed; other sessions revoked');
  return getUserJson(ctx.db, user.id);
}

/**
 * `PUT /api/v1/user/{id}/person`: only the person fields (names, phone, language). Role, status and
 * e-mail never change here, whatever the body holds.
 */
export async function updatePerson(
  ctx: ServiceContext,
  requester: Viewer,
  id: string,
  input: {
    id?: string;
    firstName?: string;
    lastName?: string;
    phoneNumber?: { countryCode: string; number: string } | null;
    language?: Language;
  },
): Promise<User> {
  if (input.id !== undefined && input.id !== id)
    throw badRequest(USER_MESSAGES.idMismatch, [{ field: 'id', message: USER_MESSAGES.idMismatch }]);
  const user = await ownUser(ctx.db, requester, id);
  const patch: UserPatch = {};
  if (input.firstName !== undefined) patch.firstName = input.firstName;
  if (input.lastName !== undefined) patch.lastName = input.lastName;
  if (input.language !== undefined) patch.language = input.language;
  if (input.phoneNumber === null) {
    Object.assign(patch, { phoneCountryCode: null, phoneNumber: null, phoneE164: null });
  } else if (input.phoneNumber !== undefined) {
    const phone = normalizePhone(input.phoneNumber);
    if (!phone) throw fieldError('phoneNumber.number', USER_MESSAGES.phoneInvalid);
    const holder = await findUserByPhone(ctx.db, phone.e164);
    if (holder && holder.id !== user.id) throw conflict(USER_MESSAGES.phoneTaken, 'phoneNumber');
    Object.assign(patch, {
      phoneCountryCode: phone.countryCode,
      phoneNumber: phone.number,
      phoneE164: phone.e164,
    });
  }
  if (Object.keys(patch).length > 0) {
    try {
      await updateUser(ctx.db, user.id, patch);
    } catch (error) {
      throw duplicateUserError(error) ?? error;
    }
    ctx.log.info({ userId: user.id, fields: Object.keys(patch) }, 'person updated');
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
    await consumeCode(ctx.db, verification, input.verificationCode, 'verificationCode', async (tx) => {
      await updateUser(tx, user.id, { email: input.newUsername });
      await revokeAllUserTokens(tx, user.id);
    });
  } catch (error) {
    throw duplicateUserError(error, 'newUsername') ?? error;
  }
  ctx.log.info({ userId: user.id }, 'e-mail changed; all sessions revoked');
  const language = input.language ?? (user.language as Language);
  try {
    await ctx.mailer.send(
      accountMail('EMAIL_CHANGED', language, user.email, {
        name: user.firstName,
        newEmail: input.newUsername,
        support: ctx.config.supportEmail,
      }),
    );
  } catch (error) {
    ctx.log.error({ err: error, userId: user.id }, 'e-mail change notice could not be sent');
  }
  return getUserJson(ctx.db, user.id);
}
