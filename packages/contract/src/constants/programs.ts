/** Program statuses: only PUBLIC programs are offered to players; DRAFT and ARCHIVED ones are for admins. */
export const PROGRAM_STATUSES = ['PUBLIC', 'DRAFT', 'ARCHIVED'] as const;
