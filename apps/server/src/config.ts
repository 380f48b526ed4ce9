import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const urlWithProtocols = (protocols: string[]) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

function isInstant(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

/**
 * localhost, 127.0.0.0/8, ::1: a machine-local server. 0.0.0.0 (and ::) listen on every interface,
 * so they are not loopback: a server on them is reachable from elsewhere.
 */
function isLoopbackUrl(value: string): boolean {
  try {
    const host = new URL(value).hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || /^127\./.test(host);
  } catch {
    return false;
  }
}

/** Every environment variable the server reads, parsed once (api-contract.md, "Running the server"). */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']),
    /** Relative paths mean the folder npm was run from (INIT_CWD), so every npm script shares one. */
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']),
    MAIL_FROM: z.string().min(3).default('Football Academy <no-reply@academy.local>'),
    SUPPORT_EMAIL: z.email().default('support@academy.local'),
    PUBLIC_URL: urlWithProtocols(['http:', 'https:']),
    OAUTH_CLIENT_ID: z.string().min(1).default('academy-web'),
    OAUTH_CLIENT_SECRET: z.string().min(8).default('academy-web-secret'),
    /** Encrypts stored TOTP secrets; unset: a random key generated into DATA_DIR (required in production with PostgreSQL). */
    TOTP_ENCRYPTION_KEY: optionalString.refine((v) => v === undefined || v.length >= 16, {
      message: 'must be at least 16 characters',
    }),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Another Stripe API host, e.g. a local stand-in in tests (http://127.0.0.1:12111). */
    STRIPE_API_BASE: urlWithProtocols(['http:', 'https:']),
    /** Origins besides PUBLIC_URL's that checkout callback URLs may point to (comma-separated). */
    CHECKOUT_RETURN_ORIGINS: optionalString,
    /** Where checkout returns when the web client names no callback URLs. */
    CHECKOUT_SUCCESS_URL: urlWithProtocols(['http:', 'https:']),
    CHECKOUT_CANCEL_URL: urlWithProtocols(['http:', 'https:']),
    /** How often the subscription job runs (ends subscriptions, reminder mails); 0 turns it off. */
    SUBSCRIPTION_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
    /** The sandbox's test clock (POST /sandbox/test-clock/advance), for browser tests: never in production use. */
    SANDBOX_TEST_CLOCK: z.enum(['true', 'false']).optional(),
    /** The app's clock starts at this instant and runs on (tests, demos of dates): never in production use. */
    TEST_CLOCK: optionalString.refine((v) => v === undefined || isInstant(v), {
      message: 'must be an ISO 8601 instant such as 2026-03-10T08:00:00Z',
    }),
    /** Place search and reverse geocoding: the bundled offline data (default) or a Nominatim server. */
    GEOCODER: z.enum(['offline', 'nominatim']).default('offline'),
    NOMINATIM_URL: urlWithProtocols(['http:', 'https:']),
    REDIS_URL: urlWithProtocols(['redis:', 'rediss:']),
    /** `sandbox`: the built-in card sandbox on purpose in production (demos); see the check below. */
    PAYMENTS: z.enum(['sandbox', 'stripe']).optional(),
    /** Behind a reverse proxy: a comma-separated list of the proxies' addresses (or CIDR ranges); 'true' outside production only. */
    TRUST_PROXY: optionalString.refine((v) => v === undefined || /^(true|false|[\w.:/,\s]+)$/.test(v), {
      message: "must be a comma-separated list of proxy addresses, or 'false'",
    }),
    /** Web push: the hosts push subscriptions may point at (comma-separated; `*.example.com` for subdomains). */
    PUSH_SERVICE_HOSTS: optionalString,
    /** Web push VAPID keys (base64url); unset: a pair generated once and kept in the database. */
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
    /** How often the reminder and digest job runs; 0 turns it off (default 600, 0 in tests). */
    REMINDER_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  })
  .superRefine((env, ctx) => {
    if (env.GEOCODER === 'nominatim' && !env.NOMINATIM_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['NOMINATIM_URL'],
        message: 'is required when GEOCODER=nominatim',
      });
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.TOTP_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['TOTP_ENCRYPTION_KEY'],
        message:
          'is required when NODE_ENV=production and DATABASE_URL is set (every server process needs the same key)',
      });
    }
    if (
      env.NODE_ENV === 'production' &&
      !env.STRIPE_SECRET_KEY &&
      env.PAYMENTS !== 'sandbox' &&
      !isLoopbackUrl(env.PUBLIC_URL ?? `http://${env.HOST}`)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS'],
        message:
          'the built-in sandbox card provider takes no real money: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, ' +
          'or PAYMENTS=sandbox to run the sandbox on purpose (NODE_ENV=production, PUBLIC_URL is not a loopback address)',
      });
    }
    if (env.NODE_ENV === 'production' && env.TRUST_PROXY === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          "'true' believes any client's X-Forwarded-For (per-address limits vanish, a consent records a forged " +
          'address): list the proxies’ addresses instead, e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/8',
      });
    }
    // A test clock moves time for every rule (payments, tokens, ages): production refuses it, except
    // on a loopback-only server (the browser tests run a production build on 127.0.0.1).
    const publicServer = !isLoopbackUrl(env.PUBLIC_URL ?? `http://${env.HOST}`);
    for (const name of ['TEST_CLOCK', 'SANDBOX_TEST_CLOCK'] as const) {
      const on = name === 'TEST_CLOCK' ? env.TEST_CLOCK !== undefined : env.SANDBOX_TEST_CLOCK === 'true';
      if (env.NODE_ENV === 'production' && publicServer && on) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message:
            'a test clock is refused in production (NODE_ENV=production, PUBLIC_URL is not a loopback address)',
        });
      }
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
      });
    }
    if (env.PAYMENTS === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when PAYMENTS=stripe',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  dataDir: string;
  mail: { kind: 'smtp'; url: string; from: string } | { kind: 'outbox'; from: string };
  /** Where support messages are mailed. */
  supportEmail: string;
  oauthClient: { id: string; secret: string };
  /**
   * Key material for stored TOTP secrets: TOTP_ENCRYPTION_KEY, else null until `buildApp` reads (or
   * creates) the random key file in DATA_DIR (lib/totp-key.ts).
   */
  totpEncryptionKey: string | null;
  /** The key material of releases before issue 13 (derived from the public client secret): read-only fallback. */
  totpLegacyKey: string;
  payments:
    | {
        kind: 'stripe';
        secretKey: string;
        webhookSecret: string;
        apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
      }
    | { kind: 'sandbox' };
  billing: {
    returnOrigins: string[];
    successUrl: string;
    cancelUrl: string;
    jobIntervalSeconds: number;
    /** SANDBOX_TEST_CLOCK=true: the sandbox's clock may be moved on (browser tests of renewals). */
    sandboxTestClock: boolean;
  };
  geocoder: { kind: 'offline' } | { kind: 'nominatim'; url: string };
  /**
   * The app's clock (lib/clock.ts): the system's, or a test clock, from TEST_CLOCK's instant or
   * (SANDBOX_TEST_CLOCK=true, start null) from the real time.
   */
  clock: { kind: 'system' } | { kind: 'test'; start: Date | null };
  redisUrl?: string;
  /** Fastify's trustProxy: which X-Forwarded-For hops to believe (rate limits key on the client address). */
  trustProxy: boolean | string[];
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  /** Reminders and web push (docs/habits.md). */
  habits: {
    pushServiceHosts: string[];
    vapid: { publicKey: string; privateKey: string } | null;
    jobIntervalSeconds: number;
  };
}

/** The push services of the browsers people use (Chrome, Firefox, Safari, Edge). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

function habitsConfig(e: Env): Config['habits'] {
  return {
    pushServiceHosts: e.PUSH_SERVICE_HOSTS
      ? e.PUSH_SERVICE_HOSTS.split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean)
      : DEFAULT_PUSH_SERVICE_HOSTS,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    jobIntervalSeconds: e.REMINDER_JOB_INTERVAL_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 600),
  };
}

function stripeApiBase(value: string | undefined) {
  if (!value) return undefined;
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  } as const;
}

function billingConfig(e: Env, publicUrl: string): Config['billing'] {
  // In development the web app runs on Vite's server (proxying /api and /sandbox) and returns there.
  const devDefault = e.NODE_ENV === 'development' ? 'http://localhost:5173,http://127.0.0.1:5173' : '';
  const returnOrigins = (e.CHECKOUT_RETURN_ORIGINS ?? devDefault)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      try {
        const url = new URL(origin);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
        return url.origin;
      } catch {
        throw new ConfigError([`CHECKOUT_RETURN_ORIGINS: "${origin}" is not an http(s) origin`]);
      }
    });
  return {
    returnOrigins,
    successUrl: e.CHECKOUT_SUCCESS_URL ?? `${publicUrl}/account?subscription_state=successful`,
    cancelUrl: e.CHECKOUT_CANCEL_URL ?? `${publicUrl}/account?subscription_state=unsuccessful`,
    jobIntervalSeconds: e.SUBSCRIPTION_JOB_INTERVAL_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 300),
    sandboxTestClock: e.SANDBOX_TEST_CLOCK === 'true',
  };
}

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once; a bad value throws a ConfigError that names the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const value = source[name];
        const shown = value === undefined ? '' : ` (got "${/SECRET|KEY|URL/.test(name) ? '***' : value}")`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(source.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  const displayHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? '127.0.0.1' : e.HOST;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://${displayHost}:${e.PORT}`).replace(/\/+$/, ''),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    mail: e.SMTP_URL
      ? { kind: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM }
      : { kind: 'outbox', from: e.MAIL_FROM },
    supportEmail: e.SUPPORT_EMAIL,
    oauthClient: { id: e.OAUTH_CLIENT_ID, secret: e.OAUTH_CLIENT_SECRET },
    totpEncryptionKey: e.TOTP_ENCRYPTION_KEY ?? null,
    totpLegacyKey: `client-secret:${e.OAUTH_CLIENT_SECRET}`,
    payments:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            kind: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: stripeApiBase(e.STRIPE_API_BASE),
          }
        : { kind: 'sandbox' },
    billing: billingConfig(e, (e.PUBLIC_URL ?? `http://${displayHost}:${e.PORT}`).replace(/\/+$/, '')),
    geocoder:
      e.GEOCODER === 'nominatim' && e.NOMINATIM_URL
        ? { kind: 'nominatim', url: e.NOMINATIM_URL.replace(/\/+$/, '') }
        : { kind: 'offline' },
    clock: e.TEST_CLOCK
      ? { kind: 'test', start: new Date(e.TEST_CLOCK) }
      : e.SANDBOX_TEST_CLOCK === 'true'
        ? { kind: 'test', start: null }
        : { kind: 'system' },
    redisUrl: e.REDIS_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    habits: habitsConfig(e),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}
