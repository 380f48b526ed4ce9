import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Lets `app.close()` (SIGTERM) finish promptly after the last in-flight request.
 *
 * Node's `server.close()` only closes the connections that are idle at that moment. A request
 * still running then is answered with `Connection: keep-alive`, so its socket stays open, idle,
 * until the keep-alive timeout (72 s in Fastify) and `close()` waits for it all that time. Once
 * closing, answers say `Connection: close` and any socket left idle is closed right away.
 */
export const gracefulClosePlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (closing && request.raw.httpVersionMajor < 2) reply.header('Connection', 'close');
      return payload;
    });
    app.addHook('onResponse', async () => {
      if (closing) setImmediate(() => app.server.closeIdleConnections());
    });
  },
  { name: 'graceful-close' },
);
