import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_TTL_MINUTES } from '@academy/contract';

/** Six-digit codes: made, stored only as `salt.hmac`, compared in constant time, and their expiry. */

const CODE_TTL_MS = VERIFICATION_CODE_TTL_MINUTES * 60 * 1000;

function hmac(salt: Buffer, code: string): Buffer {
  return createHmac('sha256', salt).update(code).digest();
}

/** A random six-digit code and its stored form `salt.hmac` (never the code itself). */
export function createCode(): { code: string; codeHash: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16);
  return { code, codeHash: `${salt.toString('base64url')}.${hmac(salt, code).toString('base64url')}` };
}

/** Constant-time comparison of a typed code with the stored `salt.hmac`. */
export function codeMatches(stored: string, code: string): boolean {
  const [salt, digest] = stored.split('.');
  if (!salt || !digest) return false;
  const expected = Buffer.from(digest, 'base64url');
  const actual = hmac(Buffer.from(salt, 'base64url'), code.trim());
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function codeExpiry(now: Date): Date {
  return new Date(now.getTime() + CODE_TTL_MS);
}
