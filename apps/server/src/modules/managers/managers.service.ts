import {
  type CreateManager,
  type Manager,
  MANAGER_MESSAGES,
  PLAYER_MESSAGES,
  type Role,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { requireUserAccess } from '../../lib/player-access.ts';
import { ADMIN_ROLES, isAdmin } from '../../lib/viewer.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  insertManagerIfAbsent,
  lockUserForManager,
  type ManagerRow,
  setAuthorities,
} from './managers.repo.ts';
import { auditAdminWrite } from '../../lib/admin-audit.ts';

export function toManagerJson(row: ManagerRow): Manager {
  return {
    id: row.id,
    userId: row.userId,
    company: row.company,
    teamName: row.teamName,
    teamAgeGroupId: row.teamAgeGroupId,
    gender: row.gender,
    latitude: row.latitude,
    longitude: row.longitude,
    locationLabel: row.locationLabel,
    role: 'MANAGER',
  };
}

/**
 * Roles a user may trade for ROLE_MANAGER by themself: none yet (as at role selection), MANAGER
 * already (set through `PUT /api/v1/user`), or PLAYER before any player profile exists (only Player
 * is offered at role selection, and nothing is lost). Anything else needs an admin.
 */
function isSelfServiceChange(authorities: string[]): boolean {
  return (
    authorities.length === 0 ||
    (authorities.length === 1 && (authorities[0] === 'ROLE_PLAYER' || authorities[0] === 'ROLE_MANAGER'))
  );
}

/**
 * `POST /api/v1/manager`: the user themself (or an admin) becomes a manager. The role becomes
 * exactly ROLE_MANAGER and the manager record is stored, in one transaction that holds the user row.
 * 409 when the user already has a manager record or a player profile; 403 for admin accounts and for
 * other role changes a non-admin may not make (api-contract.md, "Users").
 */
export async function createManager(
  db: Db,
  requester: Viewer,
  input: CreateManager,
  now: Date,
): Promise<Manager> {
  await requireUserAccess(db, requester, 'manage-profile', input.userId);
  return db.transaction(async (tx) => {
    const user = await lockUserForManager(tx, input.userId);
    if (!user) throw notFound(PLAYER_MESSAGES.userNotFound);
    if (user.hasManager) throw conflict(MANAGER_MESSAGES.managerExists, 'userId');
    // A player becomes a coach only by an admin's decision (the role already set to ROLE_MANAGER).
    const madeManagerByAdmin = user.authorities.length === 1 && user.authorities[0] === 'ROLE_MANAGER';
    if (user.hasPlayer && !madeManagerByAdmin) throw conflict(MANAGER_MESSAGES.isPlayer, 'userId');
    if (user.authorities.some((role) => ADMIN_ROLES.includes(role as Role))) {
      throw forbidden(MANAGER_MESSAGES.adminNotManager);
    }
    if (!isSelfServiceChange(user.authorities) && !isAdmin(requester)) {
      throw forbidden(MANAGER_MESSAGES.roleNotChangeable);
    }
    await setAuthorities(tx, input.userId, ['ROLE_MANAGER'], now);
    const row = await insertManagerIfAbsent(tx, {
      userId: input.userId,
      company: input.company,
      teamName: input.teamName,
      teamAgeGroupId: input.teamAgeGroupId,
      gender: input.gender,
      latitude: input.latitude,
      longitude: input.longitude,
      locationLabel: input.locationLabel,
    });
    if (!row) throw conflict(MANAGER_MESSAGES.managerExists, 'userId');
    await auditAdminWrite(
      tx,
      requester,
      'manage-profile',
      { userId: input.userId, playerId: null },
      {
        action: 'manager.create',
        targetType: 'manager',
        targetId: row.id,
        before: { authorities: user.authorities },
        after: { authorities: ['ROLE_MANAGER'] },
      },
    );
    return toManagerJson(row);
  });
}
