// The lists the first download needs have modules of their own, so a bundle takes only them.
export * from './languages.ts';
export * from './payment-models.ts';

export const ROLES = [
  'ROLE_PLAYER',
  'ROLE_MANAGER',
  'ROLE_PUBLIC',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
  'ROLE_GUARDIAN',
] as const;

export const USER_STATUSES = ['NON_VERIFIED', 'ACTIVE', 'DISABLED'] as const;

export const POSITIONS = [
  'GOAL_KEEPER',
  'CENTER_BACK',
  'WING_BACK',
  'DEFENSIVE_MIDFIELD',
  'ATTACKING_MIDFIELD',
  'WIDE_MIDFIELD',
  'CENTER_FORWARD',
] as const;

export const GENDERS = ['MALE', 'FEMALE'] as const;

export const PHASE_STATUSES = ['COMPLETE', 'ACTIVE', 'INACTIVE'] as const;

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'ENDED'] as const;
