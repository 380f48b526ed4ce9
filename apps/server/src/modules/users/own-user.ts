import { USER_MESSAGES } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findUserById } from './users.repo.ts';

/** Account settings act on the caller's own user only (admins included: they may read, not change). */
export async function ownUser(db: Db, requester: Viewer, id: string) {
  if (requester.id !== id) throw forbidden();
  const user = await findUserById(db, id);
  if (!user) throw notFound(USER_MESSAGES.userNotFound);
  return user;
}
