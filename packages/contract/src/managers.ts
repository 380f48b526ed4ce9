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

/**
 * `POST /api/v1/manager`: the manager creation payload of spec §3 (`role` is fixed to MANAGER;
 * `ROLE_MANAGER` is accepted too), plus the chosen place's label when the client has one.
 */
export const createManagerSchema = z.object({
  company: requiredTextSchema(COMPANY_MAX_LENGTH, {
    required: MANAGER_MESSAGES.companyRequired,
    tooLong: MANAGER_MESSAGES.companyTooLong,
  }),
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
 * `PUT /api/v1/manager/me`: the coach corrects company, gender and place (right to rectification),
 * validated as at creation. The whole record is replaced: a place without `locationLabel` has none.
 */
export const updateManagerSchema = createManagerSchema.pick({
  company: true,
  gender: true,
  latitude: true,
  longitude: true,
  locationLabel: true,
});
export type UpdateManagerInput = z.input<typeof updateManagerSchema>;
export type UpdateManager = z.output<typeof updateManagerSchema>;

/** The manager record (`POST /api/v1/manager`, `GET /api/v1/player/manager/{userId}`). */
export const managerSchema = z.object({
  id: z.string(),
  userId: z.string(),
  company: z.string(),
  gender: z.enum(GENDERS),
  latitude: z.number(),
  longitude: z.number(),
  locationLabel: z.string().nullable(),
  role: z.literal('MANAGER'),
});
export type Manager = z.infer<typeof managerSchema>;
