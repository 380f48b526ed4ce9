import { MANAGER_MESSAGES } from './constants/managers.ts';
import { z } from 'zod';
import { GENDERS } from './constants/enums.ts';
import {
  genderInputSchema,
  latitudeInputSchema,
  longitudeInputSchema,
  optionalTextSchema,
  requiredTextSchema,
  userIdInputSchema,
} from './players.ts';
import { COMPANY_MAX_LENGTH } from './constants/players.ts';
import { AGE_GROUPS } from './age-groups.ts';
import { TEAM_NAME_MAX_LENGTH } from './constants/managers.ts';

const AGE_GROUP_IDS = AGE_GROUPS.map((group) => group.id) as [string, ...string[]];

/** The team's age group (`U7`…`U19`, `SENIOR`); its challenges fill the coach's team board. */
export const teamAgeGroupIdSchema = z.enum(AGE_GROUP_IDS, MANAGER_MESSAGES.teamAgeGroupInvalid);

/** The team's name as the coach's list, the players and the join link show it. */
export const teamNameSchema = requiredTextSchema(TEAM_NAME_MAX_LENGTH, {
  required: MANAGER_MESSAGES.teamNameRequired,
  tooLong: MANAGER_MESSAGES.teamNameTooLong,
});

/**
 * `POST /api/v1/manager`: the manager creation payload of spec §3 (`role` is fixed to MANAGER;
 * `ROLE_MANAGER` is accepted too), plus the chosen place's label when the client has one, and the
 * team's name and age group. The company is optional (a grassroots coach has none; a
 * change to the spec, on purpose); the team fields are optional to the API so clients written
 * before them keep working, and the web app's setup asks for both.
 */
export const createManagerSchema = z.object({
  company: optionalTextSchema(COMPANY_MAX_LENGTH).describe('Optional (null or empty: none)'),
  teamName: teamNameSchema.nullish().transform((name) => name ?? null),
  teamAgeGroupId: teamAgeGroupIdSchema.nullish().transform((id) => id ?? null),
  gender: genderInputSchema,
  userId: userIdInputSchema,
  latitude: latitudeInputSchema,
  longitude: longitudeInputSchema,
  role: z.preprocess(
    (value) =>
      value === undefined ? 'MANAGER' : typeof value === 'string' ? value.replace(/^ROLE_/, '') : value,
    z.literal('MANAGER', MANAGER_MESSAGES.roleInvalid),
  ),
  locationLabel: optionalTextSchema().describe('The place chosen in the form, e.g. "Stockholm, Sweden"'),
});
export type CreateManagerInput = z.input<typeof createManagerSchema>;
export type CreateManager = z.output<typeof createManagerSchema>;

/**
 * `PUT /api/v1/manager/me`: the coach corrects company, gender, place and team (right to
 * rectification), validated as at creation. The record is replaced (a place without
 * `locationLabel` has none, a missing company is none), except that a client which leaves out
 * `teamName` or `teamAgeGroupId` (one written before them) leaves them as they are.
 */
export const updateManagerSchema = createManagerSchema
  .pick({ company: true, gender: true, latitude: true, longitude: true, locationLabel: true })
  .extend({
    teamName: teamNameSchema.optional(),
    teamAgeGroupId: teamAgeGroupIdSchema.optional(),
  });
export type UpdateManagerInput = z.input<typeof updateManagerSchema>;
export type UpdateManager = z.output<typeof updateManagerSchema>;

/** The manager record (`POST /api/v1/manager`, `GET /api/v1/player/manager/{userId}`). */
export const managerSchema = z.object({
  id: z.string(),
  userId: z.string(),
  company: z.string().nullable().describe('null: none'),
  teamName: z.string().nullable().describe('null for a coach set up before team names'),
  teamAgeGroupId: z.string().nullable(),
  gender: z.enum(GENDERS),
  latitude: z.number(),
  longitude: z.number(),
  locationLabel: z.string().nullable(),
  role: z.literal('MANAGER'),
});
export type Manager = z.infer<typeof managerSchema>;
