import type { PriceRegion } from '@academy/contract';

/** Small readers of Stripe's objects, shared by the Stripe provider's functions. */

/** A Unix time in seconds as a Date (null stays null). */
export const toDate = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** The id of an expandable field, expanded or not. */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The price region written into an object's metadata, if it is one. */
export const regionOf = (value: unknown): PriceRegion | null =>
  value === 'AFRICA' || value === 'DEFAULT' ? value : null;

/** Stripe's answer for an object that does not exist (already deleted): nothing left to do. */
export const isMissing = (error: unknown) => (error as { code?: string } | null)?.code === 'resource_missing';
