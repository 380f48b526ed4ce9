import path from 'node:path';
import { type Env, envSchema } from './config-env.ts';

export { type Env, envSchema } from './config-env.ts';

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  dataDir: string;
  mail: { kind: 'smtp'; url: string; from: string } | { kind: 'outbox'; from: string };
  /** Text messages (phone verification codes): an HTTP gateway, or the outbox DATA_DIR/sms-outbox. */
  sms: { kind: 'http'; url: string; from: string } | { kind: 'outbox'; from: string };
  /** Where support messages are mailed. */
  supportEmail: string;
  oauthClient: { id: string; secret: string };
  /**
   * Key material for stored TOTP secrets: TOTP_ENCRYPTION_KEY, else null until `buildApp` reads (or
   * creates) the random key file in DATA_DIR (lib/totp-key.ts).
   */
  totpEncryptionKey: string | null;
  /** The key material of earlier releases (derived from the public client secret): read-only fallback. */
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
  /** Whether this server process transcodes clips (`off`: separate `npm run worker` processes do). */
  clipWorker: Env['CLIP_WORKER'];
  /** Where clip files live: DATA_DIR/clips, or an S3-compatible bucket (modules/clips/clip-store.ts). */
  clipStore: { kind: 'disk' } | ({ kind: 's3' } & S3Settings);
  webDistDir: string;
  /** Reminders and web push (docs/habits.md). */
  habits: {
    pushServiceHosts: string[];
    vapid: { publicKey: string; privateKey: string } | null;
    jobIntervalSeconds: number;
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

function clipStoreConfig(e: Env): Config['clipStore'] {
  if (e.CLIP_STORE !== 's3' || !e.S3_BUCKET) return { kind: 'disk' };
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
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
    sms: e.SMS_URL
      ? { kind: 'http', url: e.SMS_URL, from: e.SMS_FROM }
      : { kind: 'outbox', from: e.SMS_FROM },
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
    clipWorker: e.CLIP_WORKER,
    clipStore: clipStoreConfig(e),
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
