export const TIME_ZONE_MESSAGES = { invalidTimeZone: 'Unknown time zone' } as const;

/** The zone used when a user has none stored yet (and for instants outside any user). */
export const DEFAULT_TIME_ZONE = 'UTC';
