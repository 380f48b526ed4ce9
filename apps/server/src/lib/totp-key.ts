import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

export const TOTP_KEY_FILE = 'totp-encryption.key';

/**
 * The config with its TOTP key settled: TOTP_ENCRYPTION_KEY when set, else a random 256-bit key kept
 * in DATA_DIR (created once, readable by the owner only). Never derived from a public value.
 */
export function withTotpKey(config: Config): Config {
  if (config.totpEncryptionKey) return config;
  const file = path.join(config.dataDir, TOTP_KEY_FILE);
  let key: string;
  try {
    key = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    key = randomBytes(32).toString('base64url');
    try {
      writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process wrote it first: use theirs.
      key = readFileSync(file, 'utf8').trim();
    }
  }
  if (key.length < 16) throw new Error(`${file} does not hold a usable key`);
  return { ...config, totpEncryptionKey: key };
}

/** The key that encrypts, then the keys that may still decrypt older secrets. */
export function totpKeys(config: Config): { current: string; fallbacks: string[] } {
  if (!config.totpEncryptionKey) throw new Error('TOTP key not settled (buildApp calls withTotpKey)');
  return { current: config.totpEncryptionKey, fallbacks: [config.totpLegacyKey] };
}
