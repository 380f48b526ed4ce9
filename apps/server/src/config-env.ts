import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The environment variables the server reads, and their rules (the configuration's first half, config.ts). */

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
    /** An SMS gateway (form fields from, to, message; Basic auth from the URL, as 46elks takes them); unset: the SMS outbox. */
    SMS_URL: urlWithProtocols(['http:', 'https:']),
    /** The sender name or number of the text messages. */
    SMS_FROM: z.string().min(1).max(11).default('Academy'),
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
    /**
     * Clip transcoding (docs/clips.md): `on` in this process (default), `off` on API processes when
     * `npm run worker` processes do it (PostgreSQL only: PGlite is one process).
     */
    CLIP_WORKER: z.enum(['on', 'off']).default('on'),
    /** Where clip files live (docs/clips.md): `disk` in DATA_DIR/clips (default) or `s3`, a bucket. */
    CLIP_STORE: z.enum(['disk', 's3']).default('disk'),
    /** An S3-compatible service: its endpoint (unset: AWS), bucket, region and keys (unset: the AWS chain). */
    S3_ENDPOINT: urlWithProtocols(['http:', 'https:']),
    S3_BUCKET: optionalString,
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Path-style addressing (`endpoint/bucket/key`); default: on when S3_ENDPOINT is set. */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  })
  .superRefine((env, ctx) => {
    if (env.CLIP_STORE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when CLIP_STORE=s3' });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
    if (env.CLIP_WORKER === 'off' && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['CLIP_WORKER'],
        message: 'off needs DATABASE_URL (with PGlite only the server process opens the database)',
      });
    }
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
