import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import {
  claimRecoveryCode,
  countUnusedRecoveryCodes,
  deleteRecoveryCodes,
  replaceRecoveryCodeHashes,
} from './recovery-codes.repo.ts';

export const RECOVERY_CODE_COUNT = 10;
// No look-alikes (0/o, 1/l/i): codes are typed from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** What is compared: lower case, spaces and dashes dropped. */
function normalize(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function hashCode(code: string): string {
  return createHash('sha256').update(normalize(code)).digest('base64url');
}

/** Looks like a recovery code (10 letters/digits, a dash allowed), not a six-digit TOTP code. */
export function isRecoveryCodeShape(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(normalize(code));
}

/** Ten new codes (`xxxxx-xxxxx`, ≈ 49 bits each); the previous ones stop working. Shown once, stored hashed. */
export async function issueRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await replaceRecoveryCodeHashes(db, userId, codes.map(hashCode));
  return codes;
}

/** Uses a recovery code once (atomically: two requests with one code cannot both sign in). */
export function useRecoveryCode(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  return claimRecoveryCode(db, userId, hashCode(code), now);
}

export function removeRecoveryCodes(db: Db, userId: string): Promise<void> {
  return deleteRecoveryCodes(db, userId);
}

/** How many of the user's recovery codes are still unused. */
export function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  return countUnusedRecoveryCodes(db, userId);
}
