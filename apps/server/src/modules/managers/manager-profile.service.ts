import { ERROR_MESSAGES, type ManagerMe, type UpdateManager, updateManagerSchema } from '@academy/contract';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { ViewerOf } from '../../lib/viewer.ts';
import { lockManagerOfUser, updateManagerRow } from './managers.repo.ts';
import { getManagerMe } from './team.service.ts';

const CORRECTABLE = updateManagerSchema.keyof().options;

/**
 * `PUT /api/v1/manager/me`: the coach corrects their own company, gender and place (right to
 * rectification), read and written under the row's lock in one transaction. The database announces
 * the change on `academy_auth` (trigger on `managers`), so every process forgets its cached copy of
 * the user, as for a corrected player profile. Only the caller's own record: 404 without one.
 */
export async function updateManagerMe(
  ctx: ServiceContext,
  viewer: ViewerOf,
  input: UpdateManager,
): Promise<ManagerMe> {
  const changed = await ctx.db.transaction(async (tx) => {
    const current = await lockManagerOfUser(tx, viewer.id);
    if (!current) throw notFound(ERROR_MESSAGES.managerNotFound);
    const row = await updateManagerRow(tx, current.id, input, ctx.clock.now());
    return { managerId: row.id, fields: CORRECTABLE.filter((field) => current[field] !== row[field]) };
  });
  // Which fields changed, never their values (the log is not the place for personal data).
  if (changed.fields.length > 0) ctx.log.info(changed, 'coach profile corrected');
  return getManagerMe(ctx.db, viewer);
}
