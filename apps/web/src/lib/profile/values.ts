/** A chosen club, or a typed name without an id that is added before the player (spec §4). */
export interface ClubValue {
  id?: string;
  name: string;
}

/** A place with coordinates: from the search (then its detail) or from the browser's position. */
export interface PlaceValue {
  latitude: number;
  longitude: number;
  label: string;
  city: string | null;
  country: string | null;
  countryCode: string | null;
  streetAddress: string | null;
}
