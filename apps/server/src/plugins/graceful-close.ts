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
    // Synchronous hooks: they run on every request and have nothing to wait for.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (closing && request.raw.httpVersionMajor < 2) reply.header('Connection', 'close');
      done(null, payload);
    });
    app.addHook('onResponse', (_request, _reply, done) => {
      if (closing) setImmediate(() => app.server.closeIdleConnections());
      done();
    });
  },
  { name: 'graceful-close' },
);
