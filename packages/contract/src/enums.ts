import { z } from 'zod';
import {
  GENDERS,
  LANGUAGES,
  PAYMENT_MODELS,
  PHASE_STATUSES,
  POSITIONS,
  ROLES,
  SUBSCRIPTION_STATUSES,
  USER_STATUSES,
} from './constants/enums.ts';

export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The role name without its ROLE_ prefix, as the role-selection call sends it. */
export const roleNameSchema = z.enum(['PLAYER', 'MANAGER', 'PUBLIC', 'ADMIN', 'SUPER_ADMIN', 'GUARDIAN']);
export type RoleName = z.infer<typeof roleNameSchema>;

export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const positionSchema = z.enum(POSITIONS);
export type Position = z.infer<typeof positionSchema>;

export const genderSchema = z.enum(GENDERS);

export const paymentModelSchema = z.enum(PAYMENT_MODELS);
export type PaymentModel = z.infer<typeof paymentModelSchema>;

export const phaseStatusSchema = z.enum(PHASE_STATUSES);

export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
