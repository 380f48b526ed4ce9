import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, made from the contract's zod schemas: /api/docs (reference) and /api/docs/json. */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Football Academy API',
          description: 'The API of the youth football training academy web app.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            client: { type: 'http', scheme: 'basic', description: 'OAuth client credentials' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // Swagger UI sets style attributes from its scripts: its page allows inline styles (and only
      // its page; the app's policy is in security.ts). No outside validator badge, no other host.
      staticCSP:
        "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; frame-ancestors 'self'; " +
        "img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'",
      uiConfig: { docExpansion: 'list', validatorUrl: null },
    });
  },
  { name: 'docs' },
);
