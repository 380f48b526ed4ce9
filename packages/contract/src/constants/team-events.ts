/** Team trainings, answers, the register and calendar feeds (api-contract.md part 2, "The coach's week"). */
export const EVENT_RSVPS = ['ATTENDING', 'NOT_ATTENDING'] as const;
export type EventRsvp = (typeof EVENT_RSVPS)[number];

export const EVENT_ATTENDANCES = ['PRESENT', 'EXCUSED', 'ABSENT'] as const;
export type EventAttendance = (typeof EVENT_ATTENDANCES)[number];

export const EVENT_TITLE_MAX_LENGTH = 80;
export const EVENT_PLACE_MAX_LENGTH = 120;
export const EVENT_REASON_MAX_LENGTH = 200;
/** A training lasts at most this long. */
export const EVENT_MAX_HOURS = 12;
/** A weekly series runs at most this many days from its first training. */
export const EVENT_SERIES_MAX_DAYS = 366;
/** A change (time, place, cancelled) this close to a training is mailed to the families. */
export const EVENT_CHANGE_NOTICE_HOURS = 48;
/** At most this many days between `from` and `to` in one list. */
export const EVENT_RANGE_MAX_DAYS = 400;

export const TEAM_EVENT_MESSAGES = {
  eventNotFound: 'Training not found',
  endsBeforeStart: 'A training ends after it starts',
  tooLong: 'A training lasts at most 12 hours',
  seriesEndsBeforeStart: 'A weekly series ends on or after its first training',
  seriesTooLong: 'A weekly series runs at most one year',
  titleRequired: 'Give the training a title',
  titleTooLong: 'A title has at most 80 characters',
  placeTooLong: 'A place has at most 120 characters',
  reasonTooLong: 'A reason has at most 200 characters',
  answersClosed: 'Answers close when the training starts',
  registerNotOpen: 'The register opens when the training starts',
  notInTeam: 'This player is not in the team',
  cancelled: 'This training was cancelled',
  rangeTooLong: 'Ask for at most 400 days at a time',
  rangeOrder: '`to` comes after `from`',
  calendarNotFound: 'Calendar not found',
} as const;
