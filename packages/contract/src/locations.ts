import { z } from 'zod';
import { languageSchema } from './enums.ts';
import {
  LOCATION_MESSAGES,
  LOCATION_QUERY_MAX_LENGTH,
  LOCATION_SEARCH_MAX_LIMIT,
} from './constants/locations.ts';

/** A decimal number in a query string ('59.33', '-8.6'), kept within [min, max]. */
const coordinate = (min: number, max: number, message: string) =>
  z
    .string(message)
    .trim()
    .regex(/^[-+]?(\d{1,3}(\.\d{1,15})?|\.\d{1,15})$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

/** `GET /api/v1/location?query=stock+holm` (a `+` or any punctuation separates words). */
export const locationSearchQuerySchema = z.object({
  query: z
    .string(LOCATION_MESSAGES.queryRequired)
    .max(LOCATION_QUERY_MAX_LENGTH, LOCATION_MESSAGES.queryTooLong)
    .trim()
    .min(1, LOCATION_MESSAGES.queryRequired),
  language: languageSchema.optional(),
  limit: z.coerce.number().int().min(1).max(LOCATION_SEARCH_MAX_LIMIT).optional(),
  /**
   * The searcher's likely country (ISO 3166-1 alpha-2; the web sends the browser's region for the
   * interface language, else the language's country): its places rank first among near equals
   * ('Porto' → Porto, Portugal before Porto Alegre for pt). A hint only: anything else is ignored.
   */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase())
    .optional()
    .catch(undefined),
});
export type LocationSearchQuery = z.infer<typeof locationSearchQuerySchema>;

export const locationSuggestionSchema = z.object({
  /** `City, Region?, Country` in the request's language. */
  label: z.string(),
  city: z.string(),
  country: z.string(),
  /** ISO 3166-1 alpha-2 of `country`. */
  countryCode: z.string(),
  /** null for a city (the offline geocoder knows no streets). */
  street: z.string().nullable(),
  /** Pass to `GET /api/v1/location-detail`; stable (`gn:` + the GeoNames id offline). */
  locationId: z.string(),
});
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;
export const locationSuggestionListSchema = z.array(locationSuggestionSchema);

export const locationIdSchema = z
  .string(LOCATION_MESSAGES.locationIdInvalid)
  .trim()
  .min(1, LOCATION_MESSAGES.locationIdInvalid)
  .max(64, LOCATION_MESSAGES.locationIdInvalid)
  .regex(/^[a-z]{1,8}:[A-Za-z0-9_.-]{1,48}$/, LOCATION_MESSAGES.locationIdInvalid);

export const locationDetailQuerySchema = z.object({
  locationId: locationIdSchema,
  language: languageSchema.optional(),
});

/** The capitalised names are the spec's (§3 "Location suggestion"). */
export const locationDetailSchema = z.object({ Latitude: z.number(), Longitude: z.number() });
export type LocationDetail = z.infer<typeof locationDetailSchema>;

export const reverseGeocodeQuerySchema = z.object({
  latitude: coordinate(-90, 90, LOCATION_MESSAGES.latitudeInvalid),
  longitude: coordinate(-180, 180, LOCATION_MESSAGES.longitudeInvalid),
  language: languageSchema.optional(),
});

export const reverseGeocodeSchema = z.object({
  /** Nearest city of the data set in the point's country; null far from any. */
  city: z.string().nullable(),
  /** The country's name in the request's language; null at sea. */
  country: z.string().nullable(),
  /** ISO 3166-1 alpha-2; null at sea. */
  countryCode: z.string().nullable(),
  /** Always null offline. */
  streetAddress: z.string().nullable(),
});
export type ReverseGeocode = z.infer<typeof reverseGeocodeSchema>;
