import { idParamsSchema, type PlayerCare, playerCareSchema } from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requirePlayer } from '../../lib/player-access.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { listConsentsOfPlayer } from '../households/consents.repo.ts';
import { toConsentJson } from '../households/consents.service.ts';
import { findGuardianApproval, findPlayerApprovalState } from '../privacy/guardian.repo.ts';

/** A child's guardian approval and consent ledger as the console's user page shows them (read-only). */
async function playerCare(db: Db, viewer: Viewer, playerId: string): Promise<PlayerCare> {
  await requirePlayer(db, viewer, 'read-profile', playerId);
  const [state, approval, consents] = await Promise.all([
    findPlayerApprovalState(db, playerId),
    findGuardianApproval(db, playerId),
    listConsentsOfPlayer(db, playerId),
  ]);
  return {
    guardianApproval: state?.guardianApproval ?? 'NOT_NEEDED',
    guardianEmail: approval?.guardianEmail ?? null,
    approvalSentAt: approval?.sentAt?.toISOString() ?? null,
    approvedAt: approval?.approvedAt?.toISOString() ?? null,
    consents: consents.map(toConsentJson),
  };
}

export const adminPlayerCareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/admin/players/:id/care',
    {
      schema: {
        tags: ['admin'],
        summary: 'A player’s guardian approval and consent ledger, newest first (read-only)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: playerCareSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => playerCare(app.database.db, request.user!, request.params.id),
  );
};
