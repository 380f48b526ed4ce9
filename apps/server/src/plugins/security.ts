import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers. The CSP allows what the app uses and nothing else: its own scripts, styles
 * (Bootstrap's and React's style attributes), images and media from itself (data: for Bootstrap's SVG icons),
 * API calls to itself and forms that post to itself (the sandbox checkout).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          workerSrc: ["'self'"],
        },
      },
      // Payment and map providers are reached by navigation, not embedding; keep defaults otherwise.
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/') || request.url === '/api') {
        reply.header('Cache-Control', 'no-store');
        reply.header('Pragma', 'no-cache');
      }
      return payload;
    });
  },
  { name: 'security' },
);
