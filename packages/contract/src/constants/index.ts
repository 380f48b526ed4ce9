/**
 * `@academy/contract/constants`: the contract's values without zod (enumerations, limits, message
 * catalogues, error codes), for code that must stay small, such as the web app's first download.
 * Nothing under constants/ imports zod (constants.test.ts keeps it so).
 */
export * from '../countries.ts';
export * from '../input-hygiene.ts';
export * from '../prices.ts';
export * from '../web-pages.ts';
export * from './admin.ts';
export * from './admin-programs.ts';
export * from './assignments.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './challenges.ts';
export * from './clips.ts';
export * from './clubs.ts';
export * from './coaches.ts';
export * from './diagrams.ts';
export * from './enums.ts';
export * from './error-codes.ts';
export * from './errors.ts';
export * from './habits.ts';
export * from './households.ts';
export * from './locations.ts';
export * from './managers.ts';
export * from './players.ts';
export * from './privacy.ts';
export * from './programs.ts';
export * from './reports.ts';
export * from './subscriptions.ts';
export * from './team-events.ts';
export * from './time-zone.ts';
export * from './training.ts';
export * from './users.ts';
export * from './verification.ts';
export * from './care.ts';
