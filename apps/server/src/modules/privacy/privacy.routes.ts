import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../lib/service-context.ts';
import { accountDataRoutes } from './account-data.routes.ts';
import { guardianRoutes } from './guardian.routes.ts';
import { scheduleRetentionJob } from './retention.job.ts';

/** Children and privacy (README): guardian approval, export, deletion, and the retention job. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(guardianRoutes);
  await app.register(accountDataRoutes);
  scheduleRetentionJob(app, serviceContext(app));
};
