import { healthSchema, readySchema } from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptime: Math.round(process.uptime()) }),
  );
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const ok = await app.database.ping();
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? ('ok' as const) : ('unavailable' as const), database: app.database.kind });
    },
  );
};
