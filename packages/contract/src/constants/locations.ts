export const LOCATION_QUERY_MAX_LENGTH = 100;

export const LOCATION_SEARCH_DEFAULT_LIMIT = 10;

export const LOCATION_SEARCH_MAX_LIMIT = 25;

export const LOCATION_MESSAGES = {
  queryRequired: 'Type at least one letter of the place',
  queryTooLong: `The search may be at most ${LOCATION_QUERY_MAX_LENGTH} characters long`,
  locationIdInvalid: 'Not a location id',
  locationNotFound: 'Location not found',
  latitudeInvalid: 'Latitude must be a number between -90 and 90',
  longitudeInvalid: 'Longitude must be a number between -180 and 180',
  placeServiceDown: 'The place service is not answering; please try again',
} as const;
