import {
  dateOfBirthBounds,
  GENDERS,
  HEIGHT_CM_MAX,
  HEIGHT_CM_MIN,
  isCalendarDate,
  needsGuardian,
  POSITIONS,
  todayIsoDate,
  WEIGHT_KG_MAX,
  WEIGHT_KG_MIN,
} from '@academy/contract';
import { z } from 'zod';
import type { ClubValue, PlaceValue } from './values';

/*
 * The player profile form, shared by onboarding (creation) and /account (correction). Messages are
 * i18n keys (lib/form-errors.ts shows them translated).
 */

/** A weight or height as typed: a decimal point or comma, within the contract's range. */
export function parseMeasurement(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

const measurement = (min: number, max: number, required: string, range: string) =>
  z
    .string()
    .refine((text) => text.trim() !== '', { message: required, abort: true })
    .refine((text) => {
      const value = parseMeasurement(text);
      return Number.isFinite(value) && value >= min && value <= max;
    }, range);

/** Spec §5: a location counts only with a longitude other than 0. */
export function hasLocation(place: PlaceValue | null | undefined): place is PlaceValue {
  return !!place && Number.isFinite(place.longitude) && place.longitude !== 0;
}

/** Under 16 on `today` (the privacy policy's age of guardian approval): the form asks for a guardian. */
export function isUnderGuardianAge(dateOfBirth: string, today: string): boolean {
  return isCalendarDate(dateOfBirth) && needsGuardian(dateOfBirth, today);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PlayerFormOptions {
  /**
   * A guardian was asked already (the player is PENDING or APPROVED): the server starts no new
   * approval, so the form asks for no e-mail (api-contract.md, "Children and privacy").
   */
  guardianAsked?: boolean;
}

/** The player info form. `today` is the browser's own date, so "today" means the user's today. */
export function playerFormSchema(
  today: string = todayIsoDate(new Date(), 'local'),
  { guardianAsked = false }: PlayerFormOptions = {},
) {
  const { min, max } = dateOfBirthBounds(today);
  return z
    .object({
      club: z
        .custom<ClubValue | null>()
        .refine((club) => !!club && club.name.trim() !== '', 'onboarding.player.errors.clubRequired'),
      dateOfBirth: z
        .string()
        .refine((date) => date !== '', {
          message: 'onboarding.player.errors.dateOfBirthRequired',
          abort: true,
        })
        .refine(
          (date) => isCalendarDate(date) && date >= min && date <= max,
          'onboarding.player.errors.dateOfBirthRange',
        ),
      gender: z.enum(GENDERS),
      position: z.enum(POSITIONS),
      nationality: z.string().min(1, 'onboarding.player.errors.nationalityRequired'),
      location: z
        .custom<PlaceValue | null>()
        .refine(hasLocation, 'onboarding.player.errors.locationRequired'),
      weight: measurement(
        WEIGHT_KG_MIN,
        WEIGHT_KG_MAX,
        'onboarding.player.errors.weightRequired',
        'onboarding.player.errors.weightRange',
      ),
      height: measurement(
        HEIGHT_CM_MIN,
        HEIGHT_CM_MAX,
        'onboarding.player.errors.heightRequired',
        'onboarding.player.errors.heightRange',
      ),
      guardianEmail: z.string(),
    })
    .superRefine((values, ctx) => {
      if (guardianAsked || !isUnderGuardianAge(values.dateOfBirth, today)) return;
      const email = values.guardianEmail.trim();
      if (!email || !EMAIL.test(email)) {
        ctx.addIssue({
          code: 'custom',
          path: ['guardianEmail'],
          message: email ? 'privacy.guardian.field.invalid' : 'privacy.guardian.field.required',
        });
      }
    });
}
export type PlayerFormValues = z.input<ReturnType<typeof playerFormSchema>>;

/** Spec §5: without these the form is invalid and the toast 'All fields are required!' shows. */
export const PLAYER_RULE_FIELDS = ['club', 'dateOfBirth', 'nationality', 'location'] as const;
