import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A per-caller limit: the key is the bearer token's hash (rate limits may run before
 * authentication), so users behind one address do not share a budget; anonymous calls fall back
 * to the address.
 */
export function perCaller(max: number, timeWindow = 60_000) {
  return {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => {
      const authorization = request.headers.authorization;
      return authorization
        ? `caller:${createHash('sha256').update(authorization).digest('base64url')}`
        : `ip:${request.ip}`;
    },
  };
}
