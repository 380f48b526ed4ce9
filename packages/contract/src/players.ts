import { z } from 'zod';
import { clubNameSchema } from './clubs.ts';
import { COUNTRY_CODES } from './countries.ts';
import { languageSchema } from './enums.ts';
import { GENDERS, POSITIONS } from './constants/enums.ts';
import { guardianApprovalSchema, guardianEmailSchema, needsGuardian } from './privacy.ts';
import { PRIVACY_MESSAGES } from './constants/privacy.ts';
import {
  DATE_OF_BIRTH_MAX_YEARS,
  HEIGHT_CM_MAX,
  HEIGHT_CM_MIN,
  PLACE_TEXT_MAX_LENGTH,
  PLAYER_MESSAGES,
  WEIGHT_KG_MAX,
  WEIGHT_KG_MIN,
} from './constants/players.ts';

// --- dates of birth ---------------------------------------------------------------------------

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function formatDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A real calendar date written YYYY-MM-DD (no time, no zone). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today as YYYY-MM-DD: in UTC (the server's rule) or in the browser's own time zone. */
export function todayIsoDate(now: Date = new Date(), zone: 'utc' | 'local' = 'utc'): string {
  return zone === 'utc'
    ? formatDate(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate())
    : formatDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/**
 * The dates of birth allowed on `today` (YYYY-MM-DD), both ends included: from the same day 70
 * years earlier (29 February falls back to the 28th) up to today.
 */
export function dateOfBirthBounds(today: string = todayIsoDate()): { min: string; max: string } {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const minYear = year - DATE_OF_BIRTH_MAX_YEARS;
  const lastDayOfMonth = new Date(Date.UTC(minYear, month, 0)).getUTCDate();
  return { min: formatDate(minYear, month, Math.min(day, lastDayOfMonth)), max: today };
}

export function isDateOfBirthInRange(value: string, today: string = todayIsoDate()): boolean {
  const { min, max } = dateOfBirthBounds(today);
  return isCalendarDate(value) && value >= min && value <= max;
}

/** The age a person born on `dateOfBirth` reaches in `year` (the age-group rule, README "Onboarding"). */
export function ageReachedInYear(dateOfBirth: string, year: number): number {
  return year - Number(dateOfBirth.slice(0, 4));
}

// --- field schemas ----------------------------------------------------------------------------

/** Control, format (zero-width, direction overrides), private-use and lone surrogate code points. */
const FORBIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/u;

/**
 * An optional free text (city, country, street, place label): trimmed, inner whitespace one space,
 * at most `max` characters; empty becomes null.
 */
export const optionalTextSchema = (max: number = PLACE_TEXT_MAX_LENGTH) =>
  z
    .string()
    // The raw length is bounded first, so the checks below never walk a huge string.
    .max(max * 4, PLAYER_MESSAGES.textTooLong)
    .refine((text) => !FORBIDDEN_CHARACTERS.test(text), PLAYER_MESSAGES.textInvalidCharacters)
    .transform((text) => text.trim().replace(/\s+/gu, ' ').normalize('NFC'))
    .refine((text) => [...text].length <= max, PLAYER_MESSAGES.textTooLong)
    .nullish()
    .transform((text) => text || null);

/** A required free text (the manager's company). */
export const requiredTextSchema = (max: number, messages: { required: string; tooLong: string }) =>
  z
    .string(messages.required)
    .max(max * 4, messages.tooLong)
    .refine((text) => !FORBIDDEN_CHARACTERS.test(text), PLAYER_MESSAGES.textInvalidCharacters)
    .transform((text) => text.trim().replace(/\s+/gu, ' ').normalize('NFC'))
    .pipe(
      z
        .string()
        .min(1, { error: messages.required, abort: true })
        .refine((text) => [...text].length <= max, messages.tooLong),
    );

export const dateOfBirthSchema = z
  .string(PLAYER_MESSAGES.dateOfBirthRequired)
  .max(40, PLAYER_MESSAGES.dateOfBirthInvalid)
  .trim()
  .refine(isCalendarDate, { error: PLAYER_MESSAGES.dateOfBirthInvalid, abort: true })
  .refine((value) => isDateOfBirthInRange(value), PLAYER_MESSAGES.dateOfBirthRange)
  .describe(`YYYY-MM-DD, from ${DATE_OF_BIRTH_MAX_YEARS} years before today (UTC) up to today`);

export const genderInputSchema = z.enum(GENDERS, PLAYER_MESSAGES.genderInvalid);
export const positionInputSchema = z.enum(POSITIONS, PLAYER_MESSAGES.positionInvalid);

/** Kept to one decimal, as stored. */
const measurement = (min: number, max: number, message: string) =>
  z
    .number(message)
    .min(min, message)
    .max(max, message)
    .transform((value) => Math.round(value * 10) / 10);

export const latitudeInputSchema = z
  .number(PLAYER_MESSAGES.latitudeInvalid)
  .min(-90, PLAYER_MESSAGES.latitudeInvalid)
  .max(90, PLAYER_MESSAGES.latitudeInvalid);

/** Spec §5: a location counts only with a longitude other than 0 (0 is the form's "nothing chosen"). */
export const longitudeInputSchema = z
  .number(PLAYER_MESSAGES.longitudeInvalid)
  .min(-180, PLAYER_MESSAGES.longitudeInvalid)
  .max(180, PLAYER_MESSAGES.longitudeInvalid)
  .refine((value) => value !== 0, PLAYER_MESSAGES.longitudeInvalid);

export const nationalitySchema = z
  .string(PLAYER_MESSAGES.nationalityInvalid)
  .max(10, PLAYER_MESSAGES.nationalityInvalid)
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.enum(COUNTRY_CODES, PLAYER_MESSAGES.nationalityInvalid));

export const userIdInputSchema = z.uuid(PLAYER_MESSAGES.userIdInvalid);

// --- player -----------------------------------------------------------------------------------

export const currentLocationInputSchema = z.object(
  {
    longitude: longitudeInputSchema,
    latitude: latitudeInputSchema,
    city: optionalTextSchema(),
    country: optionalTextSchema(),
    streetAddress: optionalTextSchema(),
  },
  PLAYER_MESSAGES.locationRequired,
);

/** The player profile's fields, shared by creation and correction (and a guardian's child). */
export const playerFieldsSchema = z.object({
  clubId: z.uuid(PLAYER_MESSAGES.clubIdInvalid).nullish(),
  clubName: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    clubNameSchema.nullish(),
  ),
  dateOfBirth: dateOfBirthSchema,
  gender: genderInputSchema,
  heightUnit: z.literal('cm', PLAYER_MESSAGES.heightUnitInvalid).default('cm'),
  heightValue: measurement(HEIGHT_CM_MIN, HEIGHT_CM_MAX, PLAYER_MESSAGES.heightRange),
  weightUnit: z.literal('kg', PLAYER_MESSAGES.weightUnitInvalid).default('kg'),
  weightValue: measurement(WEIGHT_KG_MIN, WEIGHT_KG_MAX, PLAYER_MESSAGES.weightRange),
  currentLocation: currentLocationInputSchema,
  nationality: nationalitySchema,
  playerPositions: z
    .array(positionInputSchema, PLAYER_MESSAGES.positionsOne)
    .length(1, PLAYER_MESSAGES.positionsOne),
  /** Needed when the player is under 16 (api-contract.md, "Children and privacy"). */
  guardianEmail: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    guardianEmailSchema.nullish(),
  ),
});

/** A club: `clubId`, or the name of a new one. */
function checkClub(player: { clubId?: string | null; clubName?: string | null }, ctx: z.RefinementCtx) {
  if (!player.clubId && !player.clubName) {
    ctx.addIssue({ code: 'custom', path: ['clubId'], message: PLAYER_MESSAGES.clubRequired });
  }
}

/** UTC+14 (Kiribati): the first zone where a day begins. */
const EARLIEST_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000;

/** The rules across fields at creation: a club, and a guardian's e-mail under 16. */
function checkPlayer(
  player: {
    clubId?: string | null;
    clubName?: string | null;
    dateOfBirth: string;
    guardianEmail?: string | null;
  },
  ctx: z.RefinementCtx,
) {
  checkClub(player, ctx);
  // The exact rule is the server's, on the player's today in their time zone; here only a child who
  // is under 16 in every time zone (today at UTC+14, the earliest) is sure to need a guardian.
  const latestToday = todayIsoDate(new Date(Date.now() + EARLIEST_ZONE_AHEAD_MS));
  if (!player.guardianEmail && needsGuardian(player.dateOfBirth, latestToday)) {
    ctx.addIssue({
      code: 'custom',
      path: ['guardianEmail'],
      message: PRIVACY_MESSAGES.guardianEmailRequired,
    });
  }
}

/**
 * `POST /api/v1/player`: the creation payload of spec §3. A club is named by `clubId` (an existing
 * club) or, without it, by `clubName` (the club is then added, or the one whose name differs only
 * in case or spacing is used, exactly as `POST /api/v1/club` does).
 */
export const createPlayerSchema = playerFieldsSchema
  .extend({ userId: userIdInputSchema })
  .superRefine(checkPlayer);

/**
 * `PUT /api/v1/player/{playerId}`: the profile corrected (children grow). A new date of birth moves
 * the age group; one under 16 needs `guardianEmail` when no guardian was asked yet. Whether one was
 * is the stored player's, so the service checks that (a player PENDING or APPROVED sends none).
 */
export const updatePlayerSchema = playerFieldsSchema.superRefine(checkClub);
export type UpdatePlayerInput = z.input<typeof updatePlayerSchema>;
export type UpdatePlayer = z.output<typeof updatePlayerSchema>;
export type CreatePlayerInput = z.input<typeof createPlayerSchema>;
export type CreatePlayer = z.output<typeof createPlayerSchema>;

export const currentLocationSchema = z.object({
  longitude: z.number(),
  latitude: z.number(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  streetAddress: z.string().nullable(),
});
export type CurrentLocation = z.infer<typeof currentLocationSchema>;

/** Player JSON (api-contract.md): the creation payload plus `{ id, userId, ageGroupId }`. */
export const playerSchema = z.object({
  id: z.string(),
  userId: z.string(),
  ageGroupId: z.string().describe('Derived from dateOfBirth: README "Onboarding"'),
  clubId: z.string().nullable(),
  clubName: z.string().nullable(),
  dateOfBirth: z.string().describe('YYYY-MM-DD'),
  gender: z.enum(GENDERS),
  heightUnit: z.literal('cm'),
  heightValue: z.number(),
  weightUnit: z.literal('kg'),
  weightValue: z.number(),
  currentLocation: currentLocationSchema,
  nationality: z.string(),
  playerPositions: z.array(z.enum(POSITIONS)),
  guardianApproval: guardianApprovalSchema.describe(
    'PENDING while a player under 16 waits for the guardian (checkout, billing and coaches answer 403)',
  ),
});
export type Player = z.infer<typeof playerSchema>;

/** `GET /api/v1/player/user/{userId}` and `GET /api/v1/player/manager/{userId}`. */
export const playerUserParamsSchema = z.object({ userId: userIdInputSchema });
export const playerReadQuerySchema = z.object({ language: languageSchema.optional() });
