import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';

export type LoginOutcome =
  | 'SUCCESS'
  | 'BAD_CREDENTIALS'
  | 'UNKNOWN_USER'
  | 'DISABLED'
  | 'TWO_FACTOR_REQUIRED'
  | 'TWO_FACTOR_FAILED'
  | 'RECOVERY_CODE_USED';

export async function insertLoginAttempt(
  db: Db,
  row: { username: string; userId: string | null; ip: string; outcome: LoginOutcome },
): Promise<void> {
  await db.insert(loginAttempts).values(row);
}

/** The account signed in from this address within the last `days` (its owner's usual address). */
export async function hasSignedInFrom(
  db: Db,
  userId: string,
  ip: string,
  days: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.userId, userId),
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.outcome, 'SUCCESS'),
        gt(loginAttempts.createdAt, new Date(now.getTime() - days * 86_400_000)),
      ),
    )
    .limit(1);
  return Boolean(row);
}
