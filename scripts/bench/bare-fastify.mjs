// The yardstick of `npm run bench:api`: Fastify's hello-world (no logging, no plugins), the most
// this machine serves through the framework at this moment.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../lib.mjs';

const Fastify = createRequire(path.join(root, 'apps/server/package.json'))('fastify');
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
