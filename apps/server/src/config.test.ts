import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to PGlite in ./data, the outbox and the sandbox on 127.0.0.1:3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.database.kind).toBe('pglite');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.mail.kind).toBe('outbox');
    expect(config.payments.kind).toBe('sandbox');
    expect(config.oauthClient).toEqual({ id: 'academy-web', secret: 'academy-web-secret' });
  });

  it('keeps one data folder for every npm script: ./data of the repository, relative paths from where npm ran', () => {
    const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    // `npm run dev` and `npm run admin` run inside apps/server; `npm start` at the root.
    expect(loadConfig({}).dataDir).toBe(path.join(repoRoot, 'data'));
    expect(loadConfig({ DATA_DIR: './mine', INIT_CWD: '/srv/academy' }).dataDir).toBe('/srv/academy/mine');
    expect(loadConfig({ DATA_DIR: '/var/lib/academy', INIT_CWD: '/srv' }).dataDir).toBe('/var/lib/academy');
  });

  it('switches to PostgreSQL, SMTP, Stripe and Redis when set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PUBLIC_URL: 'https://academy.example/',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.mail.kind).toBe('smtp');
    expect(config.payments.kind).toBe('stripe');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.publicUrl).toBe('https://academy.example');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['PUBLIC_URL', 'not a url'],
    ['REDIS_URL', 'localhost:6379'],
    ['OAUTH_CLIENT_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['STRIPE_WEBHOOK_SECRET', 'whsec_only'],
  ])('stops on a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect((error as ConfigError).message).toContain(name);
    }
  });

  it('never prints a secret value in its message', () => {
    try {
      loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db' });
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2');
    }
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default and reads true or a list of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('transcodes clips in the server unless CLIP_WORKER=off, which needs PostgreSQL (worker processes)', () => {
    expect(loadConfig({}).clipWorker).toBe('on');
    expect(() => loadConfig({ CLIP_WORKER: 'off' })).toThrow(/CLIP_WORKER: off needs DATABASE_URL/);
    expect(loadConfig({ CLIP_WORKER: 'off', DATABASE_URL: 'postgres://u@localhost/db' }).clipWorker).toBe(
      'off',
    );
  });

  it('keeps clips on disk unless CLIP_STORE=s3, which needs a bucket (and both keys or neither)', () => {
    expect(loadConfig({}).clipStore).toEqual({ kind: 'disk' });
    expect(() => loadConfig({ CLIP_STORE: 's3' })).toThrow(/S3_BUCKET: is required when CLIP_STORE=s3/);
    expect(() => loadConfig({ CLIP_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(
      loadConfig({
        CLIP_STORE: 's3',
        S3_BUCKET: 'clips',
        S3_ENDPOINT: 'https://s3.example.net',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }).clipStore,
    ).toEqual({
      kind: 's3',
      bucket: 'clips',
      region: 'us-east-1',
      endpoint: 'https://s3.example.net',
      forcePathStyle: true,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
    expect(loadConfig({ CLIP_STORE: 's3', S3_BUCKET: 'clips' }).clipStore).toMatchObject({
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('names the variable on a bad value', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please!' })).toThrow(/TRUST_PROXY/);
  });
});

describe('production refuses what only tests and demos may use (Trust, round 3)', () => {
  const production = {
    NODE_ENV: 'production',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
  };

  it("refuses TRUST_PROXY=true (any client could forge its address), and takes the proxies' addresses", () => {
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: 'true' believes/);
    expect(loadConfig({ ...production, TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('refuses the sandbox test clock, but on a machine-local test server (the browser tests)', () => {
    const publicStripe = { ...production, PUBLIC_URL: 'https://academy.example', SANDBOX_TEST_CLOCK: 'true' };
    expect(() => loadConfig(publicStripe)).toThrow(/SANDBOX_TEST_CLOCK/);
    const exposed = { NODE_ENV: 'production', PAYMENTS: 'sandbox', PUBLIC_URL: 'https://academy.example' };
    expect(() => loadConfig({ ...exposed, SANDBOX_TEST_CLOCK: 'true' })).toThrow(/SANDBOX_TEST_CLOCK/);
    const local = { NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:4100', SANDBOX_TEST_CLOCK: 'true' };
    expect(loadConfig(local).billing.sandboxTestClock).toBe(true);
    expect(loadConfig({ SANDBOX_TEST_CLOCK: 'true' }).billing.sandboxTestClock).toBe(true);
  });

  it('counts HOST=0.0.0.0 as reachable from elsewhere: the sandbox needs PAYMENTS=sandbox there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toThrow(/PAYMENTS/);
    expect(loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', PAYMENTS: 'sandbox' }).payments.kind).toBe(
      'sandbox',
    );
    expect(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' }).payments.kind).toBe('sandbox');
  });
});
