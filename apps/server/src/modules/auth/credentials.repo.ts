import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** What signing in reads of a user: the password hash, status, two-factor state and whom to mail. */
const credentialColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  language: users.language,
  status: users.status,
  passwordHash: users.passwordHash,
  twoFaEnabled: users.twoFaEnabled,
  totpSecret: users.totpSecret,
  totpLastStep: users.totpLastStep,
};

export type Credentials = { [K in keyof typeof credentialColumns]: (typeof users.$inferSelect)[K] };

async function findCredentials(db: Db, where: SQL): Promise<Credentials | null> {
  const [row] = await db.select(credentialColumns).from(users).where(where).limit(1);
  return row ?? null;
}

/** By e-mail, any case. */
export const findCredentialsByEmail = (db: Db, email: string) =>
  findCredentials(db, sql`lower(${users.email}) = lower(${email.trim()})`);

/** By a child's username (households), any case. */
export const findCredentialsByUsername = (db: Db, username: string) =>
  findCredentials(db, sql`lower(${users.username}) = lower(${username.trim()})`);

/** By the E.164 phone number, once verified (an unverified number signs nobody in). */
export const findCredentialsByPhone = (db: Db, e164: string) =>
  findCredentials(db, and(eq(users.phoneE164, e164), isNotNull(users.phoneVerifiedAt)) as SQL);

export const findCredentialsById = (db: Db, id: string) => findCredentials(db, eq(users.id, id));

/** Records the TOTP step that signed in; false if that step (or a later one) was used already. */
export async function claimTotpStep(db: Db, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, id), sql`(${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Re-encrypts a stored TOTP secret (moved to the current key). */
export async function updateTotpSecret(db: Db, id: string, totpSecret: string): Promise<void> {
  await db.update(users).set({ totpSecret }).where(eq(users.id, id));
}
