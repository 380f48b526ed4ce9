import { USER_MESSAGES } from '@academy/contract';
import { fieldError } from './errors.ts';

type Argon2 = typeof import('@node-rs/argon2');
let argon2: Promise<Argon2> | undefined;
/** The native argon2 binding, loaded on the first password operation rather than at start-up. */
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

/** argon2id (the library's default algorithm) with its recommended cost. */
export async function hashPassword(password: string): Promise<string> {
  return (await loadArgon2()).hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let commonPasswords: Promise<ReadonlySet<string>> | undefined;
/**
 * The most common passwords of the leaked-password lists, as @zxcvbn-ts/language-common keeps them
 * (ranked, lower case), loaded on the first new password rather than at start-up.
 */
const loadCommonPasswords = () =>
  (commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'] as string[]),
  ));

/** True when the password (any case) is one of the most common ones. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/**
 * A new password (sign-up, change, reset, a new admin): the contract's schema checked its length;
 * one of the most common passwords is refused with 400 on `field`.
 */
export async function hashNewPassword(password: string, field: string): Promise<string> {
  if (await isCommonPassword(password)) throw fieldError(field, USER_MESSAGES.passwordTooCommon);
  return hashPassword(password);
}
