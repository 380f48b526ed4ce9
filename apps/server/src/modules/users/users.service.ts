import { randomUUID } from 'node:crypto';
import {
  type Language,
  ROLES,
  type Role,
  type RoleName,
  USER_MESSAGES,
  type User,
  VERIFICATION_MESSAGES,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.repo.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { asLanguage } from '../../lib/language.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { hashNewPassword } from '../../lib/passwords.ts';
import type { AccountLimiter } from '../../lib/rate-limits.ts';
import { confirmPassword } from '../../lib/reauthenticate.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { requireUserAccess } from '../../lib/player-access.ts';
import { isAdmin } from '../../lib/viewer.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  consumeCode,
  findVerification,
  mailCode,
  startVerification,
} from '../verification/verification.service.ts';
import { requirePhone } from '../../lib/phone.ts';
import {
  activateUser,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  findUserWithFlags,
  insertUser,
  listAdminUsers,
  setFirstAuthority,
  type UserRow,
  type UserWithFlags,
  updateUser,
} from './users.repo.ts';

const KNOWN_ROLES = new Set<string>(ROLES);
const SELF_SERVICE_ROLES: RoleName[] = ['PLAYER', 'MANAGER', 'PUBLIC', 'GUARDIAN'];
const ADMIN_AUTHORITIES: Role[] = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN'];

/** The user JSON of the contract: never a hash, a code or a secret. */
export function toUserJson({ user, player, manager }: UserWithFlags): User {
  return {
    id: user.id,
    username: user.email,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber:
      user.phoneCountryCode && user.phoneNumber
        ? { countryCode: user.phoneCountryCode, number: user.phoneNumber }
        : null,
    phoneVerified: Boolean(user.phoneE164 && user.phoneVerifiedAt),
    status: user.status,
    verificationId: user.verificationId,
    authorities: user.authorities.filter((role): role is Role => KNOWN_ROLES.has(role)),
    twoFAEnabledStatus: user.twoFaEnabled,
    player: Boolean(player),
    manager: Boolean(manager),
    language: asLanguage(user.language),
    timeZone: user.timeZone,
  };
}

export async function getUserJson(db: Db, id: string): Promise<User> {
  const found = await findUserWithFlags(db, id);
  if (!found) throw notFound(USER_MESSAGES.userNotFound);
  return toUserJson(found);
}

/** Turns a unique-index violation on users into the contract's 409 with the field. */
export function duplicateUserError(error: unknown, emailField = 'email') {
  const constraint = uniqueViolation(error);
  if (constraint === null) return null;
  return constraint.includes('phone')
    ? conflict(USER_MESSAGES.phoneTaken, 'phoneNumber')
    : conflict(USER_MESSAGES.emailTaken, emailField);
}

export interface SignupInput {
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
  phoneNumber: { countryCode: string; number: string };
  password: string;
  /** The browser's IANA time zone (validated by the contract). */
  timeZone?: string;
}

/** `POST /api/v1/user`: a NON_VERIFIED user and a mailed six-digit code, stored in one transaction. */
export async function signUp(ctx: ServiceContext, input: SignupInput): Promise<User> {
  const phone = requirePhone(input.phoneNumber);
  if (await findUserByEmail(ctx.db, input.email)) throw conflict(USER_MESSAGES.emailTaken, 'email');
  if (await findUserByPhone(ctx.db, phone.e164)) throw conflict(USER_MESSAGES.phoneTaken, 'phoneNumber');
  const passwordHash = await hashNewPassword(input.password, 'password');
  const verificationId = randomUUID();
  let created: { user: UserRow; code: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneCountryCode: phone.countryCode,
        phoneNumber: phone.number,
        phoneE164: phone.e164,
        passwordHash,
        status: 'NON_VERIFIED',
        authorities: [],
        language: input.language,
        timeZone: input.timeZone ?? null,
        verificationId,
      });
      const { code } = await startVerification(tx, {
        id: verificationId,
        userId: user.id,
        type: 'ACCOUNT_VERIFICATION',
        sendTo: user.email,
        now: ctx.clock.now(),
      });
      return { user, code };
    });
  } catch (error) {
    throw duplicateUserError(error) ?? error;
  }
  ctx.log.info({ userId: created.user.id }, 'account created');
  try {
    await mailCode(ctx, {
      type: 'ACCOUNT_VERIFICATION',
      language: input.language,
      to: created.user.email,
      name: created.user.firstName,
      code: created.code,
    });
  } catch (error) {
    // The account exists; the verification page's resend link sends a new code.
    ctx.log.error({ err: error, userId: created.user.id }, 'sign-up code could not be mailed');
  }
  return toUserJson({ user: created.user, player: false, manager: false });
}

/**
 * `PUT /api/v1/user/verify`: `id` is the verification id (user.verificationId) or the user id. With
 * a bearer token the verification must be the caller's own.
 */
export async function verifyAccount(
  ctx: ServiceContext,
  requester: Viewer | null,
  input: { id: string; code: string },
): Promise<User> {
  let verification = await findVerification(ctx.db, input.id);
  if (!verification) {
    const user = await findUserById(ctx.db, input.id);
    if (user?.verificationId) verification = await findVerification(ctx.db, user.verificationId);
  }
  if (verification?.type !== 'ACCOUNT_VERIFICATION' || (requester && requester.id !== verification.userId)) {
    throw notFound(VERIFICATION_MESSAGES.notFound);
  }
  const now = ctx.clock.now();
  await consumeCode(ctx.db, verification, input.code, 'code', now, (tx, used) =>
    activateUser(tx, used.userId, now),
  );
  ctx.log.info({ userId: verification.userId }, 'account verified');
  return getUserJson(ctx.db, verification.userId);
}

/**
 * `PUT /api/v1/user`: a user without a role may take PLAYER, MANAGER or PUBLIC once; everything else
 * needs ROLE_ADMIN, and giving or taking an admin role needs ROLE_SUPER_ADMIN.
 */
/**
 * Granting or removing ADMIN: the super admin re-enters their own password (400 on `password` when
 * missing or wrong; tries counted on the account's password-check limit before the check).
 */
export async function confirmSuperAdminPassword(
  db: Db,
  passwordChecks: AccountLimiter,
  requester: Viewer,
  password: string | undefined,
): Promise<void> {
  if (!requester.authorities.includes('ROLE_SUPER_ADMIN'))
    throw forbidden(USER_MESSAGES.adminRoleNeedsSuperAdmin);
  const me = await findUserById(db, requester.id);
  if (!me) throw forbidden();
  await confirmPassword(passwordChecks, me, password);
}

export async function setRole(
  ctx: ServiceContext,
  requester: Viewer,
  input: { id: string; role: RoleName; password?: string },
  passwordChecks: AccountLimiter,
): Promise<User> {
  const authority = `ROLE_${input.role}` as Role;
  if (!isAdmin(requester)) {
    if (requester.id !== input.id || !SELF_SERVICE_ROLES.includes(input.role)) throw forbidden();
    if (!(await setFirstAuthority(ctx.db, input.id, authority, ctx.clock.now()))) {
      const current = await findUserById(ctx.db, input.id);
      const same = current?.authorities.length === 1 && current.authorities[0] === authority;
      if (!same) throw forbidden(USER_MESSAGES.roleAlreadyChosen);
    }
    ctx.log.info({ userId: input.id, role: authority }, 'role chosen');
    return getUserJson(ctx.db, input.id);
  }
  const target = await findUserById(ctx.db, input.id);
  if (!target) throw notFound(USER_MESSAGES.userNotFound);
  const touchesAdmin =
    ADMIN_AUTHORITIES.includes(authority) ||
    target.authorities.some((r) => ADMIN_AUTHORITIES.includes(r as Role));
  if (touchesAdmin && !requester.authorities.includes('ROLE_SUPER_ADMIN')) {
    throw forbidden(USER_MESSAGES.adminRoleNeedsSuperAdmin);
  }
  const changes = !(target.authorities.length === 1 && target.authorities[0] === authority);
  if (touchesAdmin && changes) {
    await confirmSuperAdminPassword(ctx.db, passwordChecks, requester, input.password);
  }
  // The change and its audit record commit together (the console's rule).
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, input.id, { authorities: [authority] }, ctx.clock.now());
    await recordAuditEvent(tx, {
      actorId: requester.id,
      action: 'user.role',
      targetType: 'user',
      targetId: input.id,
      detail: {
        before: { authorities: target.authorities },
        after: { authorities: [authority] },
      },
    });
  });
  ctx.log.info({ userId: input.id, role: authority, by: requester.id }, 'role set by an admin');
  return getUserJson(ctx.db, input.id);
}

export async function listAdmins(db: Db): Promise<User[]> {
  return (await listAdminUsers(db)).map(toUserJson);
}

/**
 * An ACTIVE admin (the admin call, `actorId` the super admin) or super admin (the operator command,
 * no actor), recorded in the audit trail in the same transaction.
 */
export async function createAdminUser(
  db: Db,
  input: { email: string; firstName: string; lastName: string; password: string },
  authority: 'ROLE_ADMIN' | 'ROLE_SUPER_ADMIN',
  actorId: string | null = null,
): Promise<User> {
  if (await findUserByEmail(db, input.email)) throw conflict(USER_MESSAGES.emailTaken, 'email');
  const passwordHash = await hashNewPassword(input.password, 'password');
  try {
    const user = await db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        status: 'ACTIVE',
        authorities: [authority],
        language: 'en',
      });
      await recordAuditEvent(tx, {
        actorId,
        action: 'admin.create',
        targetType: 'user',
        targetId: created.id,
        detail: { after: { authorities: created.authorities } },
      });
      return created;
    });
    return toUserJson({ user, player: false, manager: false });
  } catch (error) {
    throw duplicateUserError(error) ?? error;
  }
}

/** Another user's JSON: the user themself or an admin. */
export async function readUser(db: Db, requester: Viewer, id: string): Promise<User> {
  await requireUserAccess(db, requester, 'read-profile', id);
  return getUserJson(db, id);
}
