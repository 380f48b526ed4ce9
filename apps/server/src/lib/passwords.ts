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
