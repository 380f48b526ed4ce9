/** Validation ranges of the player profile (README, "Onboarding"). */
export const HEIGHT_CM_MIN = 50;

export const HEIGHT_CM_MAX = 250;

export const WEIGHT_KG_MIN = 10;

export const WEIGHT_KG_MAX = 250;

/** Spec §5: the date of birth lies between 70 years ago and today. */
export const DATE_OF_BIRTH_MAX_YEARS = 70;

/** City, country, street address and the manager's place label. */
export const PLACE_TEXT_MAX_LENGTH = 200;

export const COMPANY_MAX_LENGTH = 100;

export const PLAYER_MESSAGES = {
  playerNotFound: 'Player not found',
  playerExists: 'This user already has a player profile',
  notAPlayer: 'Only a user with the role PLAYER can have a player profile',
  userNotFound: 'User not found',
  userIdInvalid: 'userId must be a user id',
  clubRequired: 'Choose a club or give the name of a new one',
  clubIdInvalid: 'clubId must be a club id',
  clubNotFound: 'Club not found',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Date of birth must be a date written YYYY-MM-DD',
  dateOfBirthRange: `Date of birth must lie between ${DATE_OF_BIRTH_MAX_YEARS} years ago and today`,
  genderInvalid: 'Gender must be MALE or FEMALE',
  heightUnitInvalid: "Height unit must be 'cm'",
  weightUnitInvalid: "Weight unit must be 'kg'",
  heightRange: `Height must be a number from ${HEIGHT_CM_MIN} to ${HEIGHT_CM_MAX} (cm)`,
  weightRange: `Weight must be a number from ${WEIGHT_KG_MIN} to ${WEIGHT_KG_MAX} (kg)`,
  positionInvalid:
    'Position must be one of GOAL_KEEPER, CENTER_BACK, WING_BACK, DEFENSIVE_MIDFIELD, ATTACKING_MIDFIELD, WIDE_MIDFIELD, CENTER_FORWARD',
  positionsOne: 'Give exactly one position',
  nationalityInvalid: 'Nationality must be an ISO 3166-1 alpha-2 country code such as SE',
  locationRequired: 'Choose a location',
  latitudeInvalid: 'Latitude must be a number from -90 to 90',
  longitudeInvalid: 'Longitude must be a number from -180 to 180 other than 0',
  textTooLong: `At most ${PLACE_TEXT_MAX_LENGTH} characters`,
  textInvalidCharacters: 'Contains characters that are not allowed',
} as const;
