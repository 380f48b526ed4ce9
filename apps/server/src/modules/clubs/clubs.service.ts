import { type Club, type ClubListQuery, type ClubPage, clubNameKey } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { findClubByNameKey, findClubs, insertClubIfAbsent } from './clubs.repo.ts';

export async function listClubs(db: Db, query: ClubListQuery): Promise<ClubPage> {
  const nameKey = query.query ? clubNameKey(query.query) : '';
  const { rows, total } = await findClubs(db, {
    nameKey: nameKey || undefined,
    direction: query.sortDirection,
    limit: query.size,
    offset: query.page * query.size,
  });
  return { content: rows.map(({ id, name }) => ({ id, name })), totalElements: total };
}

/**
 * Adds a club, or returns the existing one whose name differs only in case or spacing.
 * `name` is already normalised by the contract's schema (trimmed, one space, NFC).
 */
export async function addClub(
  db: Db,
  input: { name: string; createdBy: string | null },
): Promise<{ club: Club; created: boolean }> {
  const nameKey = clubNameKey(input.name);
  const inserted = await insertClubIfAbsent(db, { name: input.name, nameKey, createdBy: input.createdBy });
  if (inserted) return { club: { id: inserted.id, name: inserted.name }, created: true };
  const existing = await findClubByNameKey(db, nameKey);
  if (!existing) throw new Error('club vanished between insert and read');
  return { club: { id: existing.id, name: existing.name }, created: false };
}
