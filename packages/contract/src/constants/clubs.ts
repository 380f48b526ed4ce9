export const CLUB_NAME_MIN_LENGTH = 2;

export const CLUB_NAME_MAX_LENGTH = 100;

export const CLUB_LIST_MAX_SIZE = 5000;

export const CLUB_QUERY_MAX_LENGTH = 100;

export const CLUB_MESSAGES = {
  nameRequired: 'Club name is required',
  nameTooShort: `Club name must be at least ${CLUB_NAME_MIN_LENGTH} characters long`,
  nameTooLong: `Club name must be at most ${CLUB_NAME_MAX_LENGTH} characters long`,
  nameInvalidCharacters: 'Club name contains characters that are not allowed',
  queryTooLong: `The search may be at most ${CLUB_QUERY_MAX_LENGTH} characters long`,
  queryInvalidCharacters: 'The search contains characters that are not allowed',
} as const;
