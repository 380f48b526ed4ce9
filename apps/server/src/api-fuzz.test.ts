import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from './test/account-helpers.ts';
import { clientAuthHeader, createTestUser, type TestUser } from './test/factories.ts';
import { buildTestApp, type TestApp } from './test/helpers.ts';

/** The parts of the OpenAPI document the fuzzer reads. */
type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, unknown>[];
  responses?: Record<string, unknown>;
}

// Strings a client may send: ordinary text, any code point (lone surrogates included), control characters.
const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\u0007',
  '\u001b[0m',
  '\ud800',
  "'; drop table users; --",
  '%00',
  '../',
);
const anyString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 2, arbitrary: nasty },
);

// Addresses the contract's e-mail check takes (fast-check's RFC ones mostly are not).
const email = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/), fc.constantFrom('example.test', 'example.com'))
  .map(([local, domain]) => `${local.replace(/\.{2,}/g, '.')}@${domain}`);

/** Values that fit the schema (mostly), so requests get past validation and reach the services. */
function valid(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return fc.anything({ maxDepth: 1 });
  const withNull = (a: fc.Arbitrary<unknown>) => (schema.nullable ? fc.option(a, { nil: null }) : a);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return withNull(fc.constantFrom(...schema.enum));
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => valid(s, depth + 1)));
  if (schema.allOf?.length) return valid(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return withNull(fc.uuid({ version: 4 }));
      if (schema.format === 'email') return withNull(email);
      if (schema.pattern) {
        try {
          return withNull(
            fc
              .stringMatching(new RegExp(schema.pattern))
              .filter((v) => v.length <= (schema.maxLength ?? 200)),
          );
        } catch {
          // A pattern JavaScript cannot read: plain strings below.
        }
      }
      if (schema.format === 'date')
        return withNull(fc.constantFrom('2012-05-01', '2000-02-29', '2030-01-01'));
      if (schema.format === 'date-time')
        return withNull(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
      return withNull(
        fc.oneof(
          fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) }),
          fc.stringMatching(/^[0-9]{6}$/),
        ),
      );
    case 'integer':
      return withNull(fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 }));
    case 'number':
      return withNull(fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true }));
    case 'boolean':
      return withNull(fc.boolean());
    case 'array':
      return withNull(
        fc.array(valid(schema.items, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 3, 3),
        }),
      );
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record = fc.record(
        Object.fromEntries(Object.entries(props).map(([k, s]) => [k, valid(s, depth + 1)])),
        { requiredKeys: Object.keys(props).filter((k) => required.has(k)) },
      );
      return withNull(record);
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/**
 * One string inside an otherwise good value made nasty (how the outside fuzz found its 11 answers of
 * 500: the other fields valid, so the request gets past validation).
 */
function poison(value: unknown, bad: string, pick: number): unknown {
  let seen = 0;
  const strings = (v: unknown): number =>
    typeof v === 'string'
      ? 1
      : v && typeof v === 'object'
        ? Object.values(v).reduce<number>((n, item) => n + strings(item), 0)
        : 0;
  const target = pick % Math.max(1, strings(value));
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return seen++ === target ? `${v}${bad}` : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item)]));
    return v;
  };
  return walk(value);
}

/** Good, poisoned, or anything at all. */
function input(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: valid(schema) },
    {
      weight: 3,
      arbitrary: fc.tuple(valid(schema), nasty, fc.nat()).map(([v, bad, n]) => poison(v, bad, n)),
    },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  );
}

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  try {
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  } catch {
    return String(value);
  }
}

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 12);
/** Answers of the transport, not of an operation: a body that is not the declared type, or too large. */
const UNLISTED = new Set([413, 415]);

describe('no generated request to any documented operation gets a 5xx', () => {
  let t: TestApp;
  let player: TestUser;
  let operations: { method: string; path: string; op: Operation }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    player = await createTestUser(t, { phone: { countryCode: '+46', number: '701234999' } });
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
  });
  afterAll(() => t?.close());

  it('covers every operation of the OpenAPI document, and gets only the answers it lists', async () => {
    expect(operations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    const undocumented = new Set<string>();
    for (const { method, path, op } of operations) {
      const params = op.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path');
      const queryParams = params.filter((p) => p.in === 'query');
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      const auth = op.security?.some((s) => 'client' in s)
        ? clientAuthHeader(t)
        : op.security?.some((s) => 'bearer' in s)
          ? player.headers
          : {};
      const request = fc.record({
        path: fc.tuple(...pathParams.map((p) => fc.oneof(valid(p.schema), anyString))),
        query: fc.tuple(...queryParams.map((p) => fc.option(input(p.schema), { nil: undefined }))),
        body: media ? input(media.schema) : fc.constant(undefined),
        withoutContentType: fc.boolean().map((b) => b && Math.random() < 0.2),
      });
      await fc
        .assert(
          fc.asyncProperty(request, async (r) => {
            let url = path;
            pathParams.forEach((p, i) => {
              url = url.replace(`{${p.name}}`, encodeURIComponent(stringify(r.path[i]) || 'x'));
            });
            const search = new URLSearchParams();
            queryParams.forEach((p, i) => {
              if (r.query[i] !== undefined) search.set(p.name, stringify(r.query[i]));
            });
            const qs = search.toString();
            const headers: Record<string, string> = { ...auth };
            let payload: string | undefined;
            if (r.body !== undefined && contentType) {
              if (contentType.includes('x-www-form-urlencoded') && r.body && typeof r.body === 'object') {
                payload = new URLSearchParams(
                  Object.entries(r.body as Record<string, unknown>).map(([k, v]) => [k, stringify(v)]),
                ).toString();
              } else {
                payload = JSON.stringify(r.body) ?? 'null';
              }
              if (!r.withoutContentType) headers['content-type'] = contentType;
            }
            const res = await t.app.inject({
              method: method as 'GET',
              url: qs ? `${url}?${qs}` : url,
              headers,
              payload,
              remoteAddress: nextIp(),
            });
            if (process.env.FUZZ_DEBUG && url.includes(process.env.FUZZ_DEBUG)) {
              console.log(
                'FUZZ',
                method,
                url,
                res.statusCode,
                payload?.slice(0, 150),
                res.body.slice(0, 120),
              );
            }
            const documented = Object.keys(op.responses ?? {});
            if (!documented.includes(String(res.statusCode)) && !UNLISTED.has(res.statusCode)) {
              undocumented.add(`${method} ${path} → ${res.statusCode}`);
            }
            if (res.statusCode >= 500) {
              failures.push(
                `${method} ${url}?${qs} ${payload?.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
            }
            return res.statusCode < 500;
          }),
          { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
    // Every answer a client can get is in the OpenAPI document (other clients rely on it).
    expect([...undocumented].sort()).toEqual([]);
  }, 600_000);
});
