import { ADMIN_MESSAGES, type AdminUserPage, type Role, USER_MESSAGES, type User } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { findLastAuditEvent, recordAuditEvent } from '../../lib/audit.repo.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { ADMIN_ROLES } from '../../lib/viewer.ts';
import { revokeAllUserTokens } from '../auth/token.service.ts';
import { lockUserById, searchUsers, type UserSearch, updateUser } from './users.repo.ts';
import { getUserJson, toUserJson } from './users.service.ts';

/** The console's user search (admins only: the route's guard). */
export async function searchUserPage(db: Db, search: UserSearch): Promise<AdminUserPage> {
  const { rows, total } = await searchUsers(db, search);
  return { content: rows.map(toUserJson), totalElements: total };
}

async function statusBeforeDisabling(db: Db, id: string): Promise<'ACTIVE' | 'NON_VERIFIED'> {
  const last = await findLastAuditEvent(db, 'user.status', id);
  const before = (last?.detail.before as { status?: string } | undefined)?.status;
  return before === 'NON_VERIFIED' ? 'NON_VERIFIED' : 'ACTIVE';
}

/**
 * Disables or enables an account. Disabling revokes every token of the user in the same transaction
 * (so their next call is a 401 and sign-in answers invalid_grant); enabling gives back the status the
 * account had before (from the audit trail: ACTIVE, or NON_VERIFIED for an account never verified). Admins' accounts are a
 * super admin's business, as with roles; nobody changes their own.
 */
export async function setUserStatus(
  ctx: ServiceContext,
  requester: Viewer,
  id: string,
  status: 'ACTIVE' | 'DISABLED',
): Promise<User> {
  if (requester.id === id) throw forbidden(ADMIN_MESSAGES.cannotChangeOwnStatus);
  const changed = await ctx.db.transaction(async (tx) => {
    const target = await lockUserById(tx, id);
    if (!target) throw notFound(USER_MESSAGES.userNotFound);
    const targetIsAdmin = target.authorities.some((r) => ADMIN_ROLES.includes(r as Role));
    if (targetIsAdmin && !requester.authorities.includes('ROLE_SUPER_ADMIN')) {
      throw forbidden(ADMIN_MESSAGES.adminStatusNeedsSuperAdmin);
    }
    const disabling = status === 'DISABLED';
    // Repeating the same request changes nothing and records nothing (double taps, two tabs).
    if (disabling === (target.status === 'DISABLED')) return false;
    const next = disabling ? 'DISABLED' : await statusBeforeDisabling(tx, id);
    await updateUser(tx, id, { status: next }, ctx.clock.now());
    if (disabling) await revokeAllUserTokens(tx, id, ctx.clock.now());
    await recordAuditEvent(tx, {
      actorId: requester.id,
      action: 'user.status',
      targetType: 'user',
      targetId: id,
      detail: { before: { status: target.status }, after: { status: next } },
    });
    return true;
  });
  if (changed) ctx.log.info({ userId: id, status, by: requester.id }, 'account status set by an admin');
  return getUserJson(ctx.db, id);
}
