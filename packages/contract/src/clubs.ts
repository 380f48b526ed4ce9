import { z } from 'zod';
import { languageSchema } from './enums.ts';
import {
  CLUB_LIST_MAX_SIZE,
  CLUB_MESSAGES,
  CLUB_NAME_MAX_LENGTH,
  CLUB_NAME_MIN_LENGTH,
  CLUB_QUERY_MAX_LENGTH,
} from './constants/clubs.ts';

/** Control, format (zero-width, direction overrides), private-use and lone surrogate code points. */
const FORBIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/u;

/** A club name as stored: trimmed, inner whitespace one space, NFC. */
export function normalizeClubName(name: string): string {
  return name.trim().replace(/\s+/gu, ' ').normalize('NFC');
}

/** Names that differ only in case or spacing are one club (the `clubs.name_key` column). */
export function clubNameKey(name: string): string {
  return normalizeClubName(name).toLowerCase();
}

export const clubNameSchema = z
  .string(CLUB_MESSAGES.nameRequired)
  // The raw length is bounded first, so the checks below never walk a huge string.
  .max(CLUB_NAME_MAX_LENGTH * 4, CLUB_MESSAGES.nameTooLong)
  .trim()
  .refine((name) => !FORBIDDEN_CHARACTERS.test(name), CLUB_MESSAGES.nameInvalidCharacters)
  .transform(normalizeClubName)
  .pipe(
    z
      .string()
      .min(1, { error: CLUB_MESSAGES.nameRequired, abort: true })
      .refine((name) => [...name].length >= CLUB_NAME_MIN_LENGTH, CLUB_MESSAGES.nameTooShort)
      .refine((name) => [...name].length <= CLUB_NAME_MAX_LENGTH, CLUB_MESSAGES.nameTooLong),
  );

export const clubSchema = z.object({ id: z.string(), name: z.string() });
export type Club = z.infer<typeof clubSchema>;

/** `POST /api/v1/club`: 201 with a new club, 200 with the club whose name differs only in case or spacing. */
export const createClubSchema = z.object({ name: clubNameSchema });
export type CreateClub = z.input<typeof createClubSchema>;

/** `GET /api/v1/club?query=…&sortField=NAME&sortDirection=ASC&size=5000` (page from 0). */
export const clubListQuerySchema = z.object({
  query: z
    .string()
    .max(CLUB_QUERY_MAX_LENGTH, CLUB_MESSAGES.queryTooLong)
    .refine((query) => !FORBIDDEN_CHARACTERS.test(query), CLUB_MESSAGES.queryInvalidCharacters)
    .optional(),
  sortField: z.enum(['NAME']).default('NAME'),
  sortDirection: z.enum(['ASC', 'DESC']).default('ASC'),
  size: z.coerce.number().int().min(1).max(CLUB_LIST_MAX_SIZE).default(CLUB_LIST_MAX_SIZE),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  language: languageSchema.optional(),
});
export type ClubListQuery = z.infer<typeof clubListQuerySchema>;

export const clubPageSchema = z.object({
  content: z.array(clubSchema),
  /** Every club that matches the query, over all pages. */
  totalElements: z.number().int(),
});
export type ClubPage = z.infer<typeof clubPageSchema>;
