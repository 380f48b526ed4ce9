import { USER_MESSAGES } from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/errors.ts';
import { ADMIN_ROLES } from '../../lib/viewer.ts';
import { adminCareRoutes } from './care.routes.ts';
import { adminChallengesRoutes } from './challenges.routes.ts';
import { adminOverviewRoutes } from './overview.routes.ts';
import { adminPlayerCareRoutes } from './player-care.routes.ts';
import { adminProgramsRoutes } from './programs.routes.ts';
import { adminReportsRoutes } from '../reports/reports.routes.ts';
import { adminSupportRoutes } from './support-inbox.routes.ts';
import { adminUsersRoutes } from './users.routes.ts';

/**
 * The academy console's calls, all under /api/v1/admin: ROLE_ADMIN or ROLE_SUPER_ADMIN (401 without
 * a token, 403 for everyone else, before the request is even validated), and only with two-factor
 * on (403 `Two-factor authentication required`: these accounts reach every child's data; the
 * console walks them through turning it on). The hooks apply to every route registered inside this plugin.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles(...ADMIN_ROLES));
  app.addHook('onRequest', async (request) => {
    if (!request.user?.twoFactor) throw forbidden(USER_MESSAGES.twoFactorRequired);
  });
  await app.register(adminOverviewRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminSupportRoutes);
  await app.register(adminProgramsRoutes);
  await app.register(adminChallengesRoutes);
  await app.register(adminReportsRoutes);
  await app.register(adminPlayerCareRoutes);
  await app.register(adminCareRoutes);
};
