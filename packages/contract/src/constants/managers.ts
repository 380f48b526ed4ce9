import { COMPANY_MAX_LENGTH } from './players.ts';

/** The longest team name (0040_week_team_name.sql checks the same). */
export const TEAM_NAME_MAX_LENGTH = 60;
export const MANAGER_MESSAGES = {
  managerNotFound: 'Manager not found',
  managerExists: 'This user already has a manager account',
  companyRequired: 'Company is required',
  companyTooLong: `Company must be at most ${COMPANY_MAX_LENGTH} characters long`,
  roleInvalid: 'role must be MANAGER',
  isPlayer: 'This user has a player profile and cannot become a manager',
  roleNotChangeable: 'This user holds another role; only an admin can make them a manager',
  adminNotManager: 'An admin account cannot become a manager',
  teamNameRequired: 'Team name is required',
  teamNameTooLong: `Team name must be at most ${TEAM_NAME_MAX_LENGTH} characters long`,
  teamAgeGroupInvalid: 'Choose one of the age groups',
} as const;
