import { HOUSEHOLD_MESSAGES, type LinkRequest } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { addHouseholdChild, ensureHousehold, findChildPayer } from './households.repo.ts';
import { requireGuardian } from './households.service.ts';
import { decideLinkRequest, listLinkRequestsOf, lockLinkRequest } from './link-requests.repo.ts';

/**
 * `GET /api/v1/household/link-requests`: the requests the caller decides (they pay for the child:
 * they see the asker and the child's first name) and the ones they made (the status only).
 */
export async function listLinkRequests(db: Db, viewer: Viewer): Promise<LinkRequest[]> {
  requireGuardian(viewer);
  const rows = await listLinkRequestsOf(db, viewer.id);
  return rows.map((row) => {
    const incoming = row.payerId === viewer.id && row.requestedBy !== viewer.id;
    return {
      id: row.id,
      status: row.status,
      direction: incoming ? 'INCOMING' : 'OUTGOING',
      childFirstName: incoming ? row.childFirstName : null,
      requesterName: incoming ? `${row.askerFirstName} ${row.askerLastName}`.trim() : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/**
 * Approve (the asker becomes a guardian of the child: the child joins the asker's home) or decline
 * (the asker may then create a namesake with `confirmNew`). Only the child's payer decides; a
 * request is answered once (a second answer is 409, a double tap of the same answer harmless).
 */
export async function decideLink(
  ctx: ServiceContext,
  viewer: Viewer,
  id: string,
  decision: 'APPROVED' | 'DECLINED',
): Promise<LinkRequest> {
  requireGuardian(viewer);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const request = await lockLinkRequest(db, id);
    if (!request) throw notFound(HOUSEHOLD_MESSAGES.linkRequestNotFound);
    const payer = await findChildPayer(db, request.playerId);
    if (payer !== viewer.id) {
      // The asker learns nothing more; anyone else does not learn the request exists.
      if (request.requestedBy === viewer.id) throw forbidden(HOUSEHOLD_MESSAGES.onlyPayer);
      throw notFound(HOUSEHOLD_MESSAGES.linkRequestNotFound);
    }
    if (request.status === decision) return;
    if (request.status !== 'PENDING') throw conflict(HOUSEHOLD_MESSAGES.linkRequestDecided);
    await decideLinkRequest(db, id, decision, viewer.id);
    if (decision === 'APPROVED') {
      const home = await ensureHousehold(db, request.requestedBy);
      await addHouseholdChild(db, home, request.playerId);
    }
  });
  ctx.log.info({ linkRequestId: id, decision, by: viewer.id }, 'link request answered');
  const [answered] = (await listLinkRequests(ctx.db, viewer)).filter((r) => r.id === id);
  return answered!;
}
