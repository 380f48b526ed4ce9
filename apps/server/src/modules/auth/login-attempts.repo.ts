import type { Db } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';

export type LoginOutcome =
  | 'SUCCESS'
  | 'BAD_CREDENTIALS'
  | 'UNKNOWN_USER'
  | 'DISABLED'
  | 'TWO_FACTOR_REQUIRED'
  | 'TWO_FACTOR_FAILED';

export async function insertLoginAttempt(
  db: Db,
  row: { username: string; userId: string | null; ip: string; outcome: LoginOutcome },
): Promise<void> {
  await db.insert(loginAttempts).values(row);
}
