import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import type { PaymentProvider } from '../integrations/payments/index.ts';
import type { SmsSender } from '../integrations/sms/sms-sender.ts';
import type { Clock } from './clock.ts';

/** What a service needs from the app; services never see a request. */
export interface ServiceContext {
  db: Db;
  mailer: Mailer;
  /** Text messages (phone verification codes). */
  sms: SmsSender;
  /** The card provider (Stripe, or the built-in sandbox). */
  payments: PaymentProvider;
  log: FastifyBaseLogger;
  config: Config;
  /** The one clock: every time rule reads `clock.now()` (and passes it into SQL). */
  clock: Clock;
}

/** Every module's routes take their dependencies from here, once, when they are registered. */
export function serviceContext(app: FastifyInstance): ServiceContext {
  return {
    db: app.database.db,
    mailer: app.mailer,
    sms: app.sms,
    payments: app.payments,
    log: app.log,
    config: app.config,
    clock: app.clock,
  };
}
