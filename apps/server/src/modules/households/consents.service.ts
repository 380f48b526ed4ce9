import {
  type Consent,
  type ConsentScope,
  HOUSEHOLD_MESSAGES,
  PRIVACY_POLICY_VERSION,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { findActiveConsentScopes, findGuardianship } from '../../lib/guardianship.repo.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { leaveAllTeams } from '../managers/team.service.ts';
import {
  type ConsentRow,
  insertConsent,
  listConsentsOfHousehold,
  lockConsent,
  revokeConsentRow,
} from './consents.repo.ts';
import type { Origin } from './households.service.ts';
import { householdOf } from './households.service.ts';

export function toConsentJson(row: ConsentRow): Consent {
  return {
    id: row.id,
    playerId: row.playerId,
    scopes: row.scopes as ConsentScope[],
    method: row.method,
    policyVersion: row.policyVersion,
    grantedBy: row.grantedBy,
    ip: row.ip,
    userAgent: row.userAgent,
    grantedAt: row.grantedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** A guardian of the child (any guardian gives and revokes consents: co-guardians too). */
async function requireGuardianOf(db: Db, viewer: Viewer, playerId: string): Promise<void> {
  const { guardian } = await findGuardianship(db, viewer.id, playerId);
  if (!guardian) throw forbidden();
}

/** `GET /api/v1/household/consents`: the ledger of the home's children, newest first. */
export async function listConsents(db: Db, viewer: Viewer): Promise<Consent[]> {
  const householdId = await householdOf(db, viewer);
  return (await listConsentsOfHousehold(db, householdId)).map(toConsentJson);
}

/** `POST /api/v1/household/consents { playerId, scopes }`: a new row of the ledger. */
export async function grantConsent(
  ctx: ServiceContext,
  viewer: Viewer,
  input: { playerId: string; scopes: ConsentScope[] },
  origin: Origin,
): Promise<Consent> {
  await householdOf(ctx.db, viewer);
  await requireGuardianOf(ctx.db, viewer, input.playerId);
  const row = await insertConsent(ctx.db, {
    playerId: input.playerId,
    scopes: input.scopes,
    method: 'IN_APP',
    policyVersion: PRIVACY_POLICY_VERSION,
    grantedBy: viewer.id,
    ip: origin.ip,
    userAgent: origin.userAgent,
  });
  ctx.log.info({ playerId: input.playerId, scopes: input.scopes, by: viewer.id }, 'consent given');
  return toConsentJson(row);
}

/**
 * `DELETE /api/v1/household/consents/{id}`: the row is marked revoked (the record stays). Revoking
 * `COACH` takes the child out of every team in the same transaction. Revoking twice is harmless.
 */
export async function revokeConsent(ctx: ServiceContext, viewer: Viewer, id: string): Promise<Consent> {
  await householdOf(ctx.db, viewer);
  const result = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const row = await lockConsent(db, id);
    if (!row) throw notFound(HOUSEHOLD_MESSAGES.consentNotFound);
    await requireGuardianOf(db, viewer, row.playerId);
    if (row.revokedAt) return { row, teamsLeft: 0 };
    const revoked = await revokeConsentRow(db, id, viewer.id);
    if (!revoked) throw conflict(HOUSEHOLD_MESSAGES.consentRevoked);
    // Another row may still give COACH: the child leaves the teams when none does.
    const stillCoach = (await findActiveConsentScopes(db, row.playerId)).has('COACH');
    const teamsLeft = row.scopes.includes('COACH') && !stillCoach ? await leaveAllTeams(db, row.playerId) : 0;
    return { row: revoked, teamsLeft };
  });
  ctx.log.info({ consentId: id, by: viewer.id, teamsLeft: result.teamsLeft }, 'consent revoked');
  return toConsentJson(result.row);
}
