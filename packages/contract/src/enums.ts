import { z } from 'zod';

export const LANGUAGES = ['en', 'sv', 'fr', 'pt'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export const ROLES = [
  'ROLE_PLAYER',
  'ROLE_MANAGER',
  'ROLE_PUBLIC',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
  'ROLE_GUARDIAN',
] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The role name without its ROLE_ prefix, as the role-selection call sends it. */
export const roleNameSchema = z.enum(['PLAYER', 'MANAGER', 'PUBLIC', 'ADMIN', 'SUPER_ADMIN', 'GUARDIAN']);
export type RoleName = z.infer<typeof roleNameSchema>;

export const USER_STATUSES = ['NON_VERIFIED', 'ACTIVE', 'DISABLED'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const POSITIONS = [
  'GOAL_KEEPER',
  'CENTER_BACK',
  'WING_BACK',
  'DEFENSIVE_MIDFIELD',
  'ATTACKING_MIDFIELD',
  'WIDE_MIDFIELD',
  'CENTER_FORWARD',
] as const;
export const positionSchema = z.enum(POSITIONS);
export type Position = z.infer<typeof positionSchema>;

export const GENDERS = ['MALE', 'FEMALE'] as const;
export const genderSchema = z.enum(GENDERS);

export const PAYMENT_MODELS = ['MONTHLY', 'YEARLY'] as const;
export const paymentModelSchema = z.enum(PAYMENT_MODELS);
export type PaymentModel = z.infer<typeof paymentModelSchema>;

export const PHASE_STATUSES = ['COMPLETE', 'ACTIVE', 'INACTIVE'] as const;
export const phaseStatusSchema = z.enum(PHASE_STATUSES);

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'ENDED'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
