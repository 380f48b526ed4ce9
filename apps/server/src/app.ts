import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type Clock, clockFor } from './lib/clock.ts';
import { accessLogger, logDestination, loggerOptions } from './lib/logger.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { withTotpKey } from './lib/totp-key.ts';
import { assignmentRoutes } from './modules/assignments/assignments.routes.ts';
import { boardRoutes } from './modules/assignments/board.routes.ts';
import { challengeRoutes } from './modules/challenges/challenges.routes.ts';
import { clipsRoutes } from './modules/clips/clips.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { teamEventsRoutes } from './modules/team-events/team-events.routes.ts';
import { clubsRoutes } from './modules/clubs/clubs.routes.ts';
import { managersRoutes } from './modules/managers/managers.routes.ts';
import { playersRoutes } from './modules/players/players.routes.ts';
import { eventRoutes } from './modules/events/events.routes.ts';
import { oauthRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { habitsRoutes } from './modules/habits/habits.routes.ts';
import { householdsRoutes } from './modules/households/households.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { programRoutes } from './modules/programs/programs.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { gracefulClosePlugin } from './plugins/graceful-close.ts';
import { mailPlugin } from './plugins/mail.ts';
import { smsPlugin } from './plugins/sms.ts';
import { paymentsPlugin } from './plugins/payments.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestHygienePlugin } from './plugins/request-hygiene.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { xsrfPlugin } from './plugins/xsrf.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** The app's one clock (lib/clock.ts); services read it through their ServiceContext. */
    clock: Clock;
  }
}

export interface AppDeps {
  database: Database;
  /** Pass a stream to capture logs (tests); defaults to stdout (lib/logger.ts: logDestination). */
  logStream?: NodeJS.WritableStream;
  /** Tests pass a TestClock to move time; default: the configured clock (the system's). */
  clock?: Clock;
}

/** Builds the whole server (API + web app) without listening; tests use app.inject(). */
export async function buildApp(rawConfig: Config, deps: AppDeps): Promise<FastifyInstance> {
  const config = withTotpKey(rawConfig);
  if (deps.clock && config.env === 'production') {
    throw new Error('A clock other than the configured one is refused in production');
  }
  const logger = {
    ...loggerOptions(config.logLevel),
    stream: deps.logStream ?? (await logDestination(config.env)),
  };
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Plugins (the geodata, the first database calls) may take longer on a busy machine.
    pluginTimeout: 30_000,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // One line per request, written when it is answered (Fastify's default is two).
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  if (app.log.level === 'debug' || app.log.level === 'trace') {
    app.addHook('onRequest', async (request) => {
      request.log.debug({ req: request }, 'incoming request');
    });
  }
  // The one line per request. Its fields are built here from the request (the URL's secrets
  // masked, no headers but the user agent), so it skips the logger's redaction paths, which cost
  // more than the rest of an authenticated read.
  const accessLog = accessLogger(app.log, logger.stream);
  app.addHook('onResponse', (request, reply, done) => {
    accessLog(request, reply.statusCode, reply.elapsedTime);
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('clock', deps.clock ?? clockFor(config));

  await app.register(errorHandlerPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(securityPlugin);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(xsrfPlugin);
  await app.register(requestHygienePlugin);
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(docsPlugin);
  await app.register(authPlugin);
  await app.register(mailPlugin);
  await app.register(smsPlugin);
  await app.register(paymentsPlugin);

  // Domain routes (one line each).
  await app.register(oauthRoutes);
  await app.register(usersRoutes);
  await app.register(verificationRoutes);
  await app.register(supportRoutes);
  await app.register(eventRoutes);
  await app.register(locationsRoutes);
  await app.register(clubsRoutes);
  await app.register(playersRoutes);
  await app.register(managersRoutes);
  await app.register(programRoutes);
  await app.register(challengeRoutes);
  await app.register(assignmentRoutes);
  await app.register(boardRoutes);
  await app.register(clipsRoutes);
  await app.register(reportsRoutes);
  await app.register(teamEventsRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(privacyRoutes);
  await app.register(householdsRoutes);
  await app.register(habitsRoutes);
  await app.register(adminRoutes);

  await app.register(healthRoutes);

  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
