import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSmsSender, type SmsSender } from '../integrations/sms/sms-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/** The text-message sender (phone verification codes): SMS_URL's gateway, or the outbox. */
export const smsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('sms', createSmsSender(app.config, app.log));
  },
  { name: 'sms' },
);
