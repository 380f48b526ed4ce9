import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';

/** What a service needs from the app; services never see a request. */
export interface ServiceContext {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: Config;
}

export function serviceContext(app: FastifyInstance): ServiceContext {
  return { db: app.database.db, mailer: app.mailer, log: app.log, config: app.config };
}
