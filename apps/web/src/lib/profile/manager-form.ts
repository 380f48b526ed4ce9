import { COMPANY_MAX_LENGTH, GENDERS, type Manager } from '@academy/contract';
import { z } from 'zod';
import { hasLocation } from './player-form';
import type { PlaceValue } from './values';

// Messages are i18n keys (lib/form-errors.ts shows them translated).

/** The coach's own fields: set up in onboarding, corrected on /account. */
export const managerFormSchema = z.object({
  place: z.custom<PlaceValue | null>().refine(hasLocation, 'onboarding.manager.errors.locationRequired'),
  gender: z.enum(GENDERS),
  company: z
    .string()
    .trim()
    .min(1, 'onboarding.manager.errors.companyRequired')
    .max(COMPANY_MAX_LENGTH, 'onboarding.manager.errors.companyTooLong'),
});
export type ManagerFormValues = z.input<typeof managerFormSchema>;

/** Where the server's field errors (POST /v1/manager, PUT /v1/manager/me) belong in the form. */
export const MANAGER_SERVER_FIELDS: Partial<Record<string, keyof ManagerFormValues>> = {
  company: 'company',
  gender: 'gender',
  latitude: 'place',
  longitude: 'place',
  locationLabel: 'place',
};

/** The saved record as form values; a place stored without a label shows its coordinates. */
export function managerFormValuesOf(manager: Manager): ManagerFormValues {
  return {
    company: manager.company,
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
