import { randomBytes } from 'node:crypto';
import { type InviteAdminRequest, STAFF_MESSAGES, type User, USER_MESSAGES } from '@academy/contract';
import { recordAuditEvent } from '../../lib/audit.repo.ts';
import { conflict, fieldError } from '../../lib/errors.ts';
import { hashNewPassword, hashPassword } from '../../lib/passwords.ts';
import type { AccountLimiter } from '../../lib/rate-limits.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { hashToken, revokeAllUserTokens } from '../auth/token.service.ts';
import { adminInvitationMail } from './staff.mail.ts';
import { insertAdminInvitation, lockLiveAdminInvitation, markAdminInvitationUsed } from './staff.repo.ts';
import { findUserByEmail, findUserById, insertUser, updateUser } from './users.repo.ts';
import { confirmSuperAdminPassword, duplicateUserError, toUserJson } from './users.service.ts';

/** How long the set-password link of a new admin works. */
export const ADMIN_INVITATION_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;

/**
 * `POST /api/v1/user/admin`: a new ACTIVE admin whose password nobody knows yet. The account, its
 * invitation (only the token's SHA-256, 7 days, single use) and the audit record are one transaction;
 * then the new admin is mailed the link in their language.
 */
export async function inviteAdmin(
  ctx: ServiceContext,
  passwordChecks: AccountLimiter,
  requester: Viewer,
  input: InviteAdminRequest,
): Promise<User> {
  await confirmSuperAdminPassword(ctx.db, passwordChecks, requester, input.password);
  if (await findUserByEmail(ctx.db, input.email)) throw conflict(USER_MESSAGES.emailTaken, 'email');
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  // Nobody can sign in with this: the new admin chooses the password through the mailed link.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const language = input.language ?? 'en';
  let created: Awaited<ReturnType<typeof insertUser>>;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName ?? '',
        passwordHash: unusable,
        status: 'ACTIVE',
        authorities: ['ROLE_ADMIN'],
        language,
      });
      await insertAdminInvitation(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        invitedBy: requester.id,
        expiresAt: new Date(now.getTime() + ADMIN_INVITATION_DAYS * DAY),
      });
      await recordAuditEvent(tx, {
        actorId: requester.id,
        action: 'admin.create',
        targetType: 'user',
        targetId: user.id,
        detail: { after: { authorities: user.authorities, passwordSetBy: 'MAILED_LINK' } },
      });
      return user;
    });
  } catch (error) {
    throw duplicateUserError(error) ?? error;
  }
  const inviter = await findUserById(ctx.db, requester.id);
  await ctx.mailer.send(
    adminInvitationMail(language, created.email, {
      name: created.firstName,
      inviter: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : 'Football Academy',
      url: `${ctx.config.publicUrl}/admin-invitation?token=${encodeURIComponent(token)}`,
      days: ADMIN_INVITATION_DAYS,
    }),
  );
  ctx.log.info({ userId: created.id, by: requester.id }, 'admin invited; set-password link mailed');
  return toUserJson({ user: created, player: false, manager: false });
}

/**
 * `POST /api/v1/user/admin/password { token, password }`: the new admin's own password. The link
 * works once (the row is locked, then marked used, in the transaction that sets the password); a
 * used, expired or unknown token is a 400 on `token`.
 */
export async function setAdminPassword(
  ctx: ServiceContext,
  input: { token: string; password: string },
): Promise<{ email: string }> {
  const passwordHash = await hashNewPassword(input.password, 'password');
  const now = ctx.clock.now();
  const user = await ctx.db.transaction(async (tx) => {
    const invitation = await lockLiveAdminInvitation(tx, hashToken(input.token), now);
    if (!invitation) throw fieldError('token', STAFF_MESSAGES.invitationInvalid);
    await markAdminInvitationUsed(tx, invitation.id, now);
    const updated = await updateUser(tx, invitation.userId, { passwordHash }, now);
    if (!updated) throw fieldError('token', STAFF_MESSAGES.invitationInvalid);
    await revokeAllUserTokens(tx, updated.id, now);
    await recordAuditEvent(tx, {
      actorId: updated.id,
      action: 'admin.passwordSet',
      targetType: 'user',
      targetId: updated.id,
      detail: {},
    });
    return updated;
  });
  ctx.log.info({ userId: user.id }, 'new admin chose a password');
  return { email: user.email };
}
