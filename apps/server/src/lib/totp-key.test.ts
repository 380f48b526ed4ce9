import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { decryptSecret, encryptSecret, openSecret } from './totp.ts';
import { TOTP_KEY_FILE, totpKeys, withTotpKey } from './totp-key.ts';

describe('the TOTP encryption key and the production start-up rules', () => {
  it('generates a random key into the data folder once (owner-only), never from the client secret', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-key-'));
    const first = withTotpKey(loadConfig({ DATA_DIR: dataDir }));
    const again = withTotpKey(loadConfig({ DATA_DIR: dataDir }));
    expect(first.totpEncryptionKey).toBe(again.totpEncryptionKey);
    expect(first.totpEncryptionKey).not.toContain('academy-web-secret');
    const file = path.join(dataDir, TOTP_KEY_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.totpEncryptionKey);
    expect(statSync(file).mode & 0o077).toBe(0);
    const other = withTotpKey(loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'academy-key-')) }));
    expect(other.totpEncryptionKey).not.toBe(first.totpEncryptionKey);
    expect(withTotpKey(loadConfig({ TOTP_ENCRYPTION_KEY: 'a-key-of-sixteen-chars' })).totpEncryptionKey).toBe(
      'a-key-of-sixteen-chars',
    );
  });

  it('still opens secrets stored with the old key (derived from the client secret) and says they are stale', () => {
    const config = withTotpKey(loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'academy-key-')) }));
    const old = encryptSecret('JBSWY3DPEHPK3PXP', 'client-secret:academy-web-secret');
    expect(openSecret(old, totpKeys(config))).toEqual({ secret: 'JBSWY3DPEHPK3PXP', stale: true });
    const fresh = encryptSecret('JBSWY3DPEHPK3PXP', totpKeys(config).current);
    expect(openSecret(fresh, totpKeys(config))).toEqual({ secret: 'JBSWY3DPEHPK3PXP', stale: false });
    expect(decryptSecret(fresh, 'client-secret:academy-web-secret')).toBeNull();
  });

  it('requires TOTP_ENCRYPTION_KEY in production with PostgreSQL', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://x@127.0.0.1/db' };
    expect(() => loadConfig(env)).toThrow(/TOTP_ENCRYPTION_KEY: is required/);
    expect(() => loadConfig({ ...env, TOTP_ENCRYPTION_KEY: 'sixteen-chars-key!' })).not.toThrow();
  });

  it('refuses the sandbox card provider in production on a public address unless PAYMENTS=sandbox', () => {
    const env = { NODE_ENV: 'production', PUBLIC_URL: 'https://academy.example' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/PAYMENTS: .*STRIPE_SECRET_KEY.*PAYMENTS=sandbox/);
    expect(loadConfig({ ...env, PAYMENTS: 'sandbox' }).payments.kind).toBe('sandbox');
    expect(
      loadConfig({ ...env, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).payments.kind,
    ).toBe('stripe');
    // On the machine itself (npm start) the sandbox stays the default.
    expect(loadConfig({ NODE_ENV: 'production' }).payments.kind).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' }).payments.kind).toBe(
      'sandbox',
    );
  });
});
