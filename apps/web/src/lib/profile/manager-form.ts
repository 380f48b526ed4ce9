import { COMPANY_MAX_LENGTH, GENDERS, type Manager, TEAM_NAME_MAX_LENGTH } from '@academy/contract';
import { z } from 'zod';
import { hasLocation } from './player-form';
import type { PlaceValue } from './values';

// Messages are i18n keys (lib/form-errors.ts shows them translated).

/**
 * The coach's own fields: set up in onboarding, corrected on /account. The team's name and age
 * group; the company is optional (a grassroots coach has none). On /account a coach set
 * up before team names may leave them empty (then they are not sent and stay as they are).
 */
export const managerFormSchema = z.object({
  teamName: z.string().trim().max(TEAM_NAME_MAX_LENGTH, 'onboarding.manager.errors.teamNameTooLong'),
  teamAgeGroupId: z.string(),
  place: z.custom<PlaceValue | null>().refine(hasLocation, 'onboarding.manager.errors.locationRequired'),
  gender: z.enum(GENDERS),
  company: z.string().trim().max(COMPANY_MAX_LENGTH, 'onboarding.manager.errors.companyTooLong'),
});
export type ManagerFormValues = z.input<typeof managerFormSchema>;

/** The setup asks for the team's name and age group. */
export const managerSetupFormSchema = managerFormSchema.extend({
  teamName: managerFormSchema.shape.teamName.min(1, 'onboarding.manager.errors.teamNameRequired'),
  teamAgeGroupId: z.string().min(1, 'onboarding.manager.errors.teamAgeGroupRequired'),
});

/** Where the server's field errors (POST /v1/manager, PUT /v1/manager/me) belong in the form. */
export const MANAGER_SERVER_FIELDS: Partial<Record<string, keyof ManagerFormValues>> = {
  teamName: 'teamName',
  teamAgeGroupId: 'teamAgeGroupId',
  company: 'company',
  gender: 'gender',
  latitude: 'place',
  longitude: 'place',
  locationLabel: 'place',
};

/** The form's values as the API's fields (the place is checked by the form before). */
export function managerPayloadOf(values: ManagerFormValues, place: PlaceValue) {
  return {
    company: values.company.trim() || null,
    teamName: values.teamName.trim() || undefined,
    teamAgeGroupId: values.teamAgeGroupId || undefined,
    gender: values.gender,
    latitude: place.latitude,
    longitude: place.longitude,
    locationLabel: place.label,
  };
}

/** The saved record as form values; a place stored without a label shows its coordinates. */
export function managerFormValuesOf(manager: Manager): ManagerFormValues {
  return {
    teamName: manager.teamName ?? '',
    teamAgeGroupId: manager.teamAgeGroupId ?? '',
    company: manager.company ?? '',
    gender: manager.gender,
    place: {
      latitude: manager.latitude,
      longitude: manager.longitude,
      label: manager.locationLabel ?? `${manager.latitude.toFixed(4)}, ${manager.longitude.toFixed(4)}`,
      city: null,
      country: null,
      countryCode: null,
      streetAddress: null,
    },
  };
}
