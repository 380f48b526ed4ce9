import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Football Academy';
const PERIOD = 30;
const DIGITS = 6;

/** A new random 160-bit TOTP secret, base32 (what authenticator apps take as "key"). */
export function createTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secretBase32: string, label = 'user'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function totpUri(secretBase32: string, label: string): string {
  return totp(secretBase32, label).toString();
}

/**
 * The 30-second step the code belongs to (RFC 6238, one step of drift either way), or null. A code
 * of a step at or before `lastUsedStep` is refused, so each code signs in once.
 */
export function verifyTotp(
  secretBase32: string,
  code: string,
  lastUsedStep: number | null,
  now = Date.now(),
): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const t = totp(secretBase32);
  const delta = t.validate({ token, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = t.counter({ timestamp: now }) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}

/** For tests and tools: the code of a secret at a time. */
export function generateTotp(secretBase32: string, timestamp = Date.now()): string {
  return totp(secretBase32).generate({ timestamp });
}

/**
 * TOTP secrets are kept encrypted (AES-256-GCM) so a database copy alone cannot make codes. The key
 * comes from TOTP_ENCRYPTION_KEY, else from the OAuth client secret (see README, "Accounts and tokens").
 */
function keyFrom(material: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, 'academy-totp-v1', 'totp secret key', 32));
}

export function encryptSecret(plain: string, keyMaterial: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(keyMaterial), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    data.toString('base64url'),
  ].join(':');
}

export function decryptSecret(stored: string, keyMaterial: string): string | null {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(keyMaterial), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
