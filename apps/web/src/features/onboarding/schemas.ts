import { COMPANY_MAX_LENGTH, GENDERS } from '@academy/contract';
import { z } from 'zod';
import { hasLocation } from '@/lib/profile/player-form';
import type { PlaceValue } from '@/lib/profile/values';

// Messages are i18n keys (lib/form-errors.ts shows them translated).

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
