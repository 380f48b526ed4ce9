import type { Db } from '../../db/client.ts';
import { auditAdminWrite } from '../../lib/admin-audit.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { PlayerRow } from './players.repo.ts';

/** A player profile an admin made for another user is in the audit trail (Trust, round 3). */
export function auditPlayerCreated(db: Db, requester: Viewer, row: PlayerRow, guardianRequested: boolean) {
  return auditAdminWrite(
    db,
    requester,
    'manage-profile',
    { userId: row.userId, playerId: null },
    {
      action: 'player.create',
      targetType: 'player',
      targetId: row.id,
      after: { dateOfBirth: row.dateOfBirth, ageGroupId: row.ageGroupId, guardianRequested },
    },
  );
}
