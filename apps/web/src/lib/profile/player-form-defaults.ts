import type { PlayerFormValues } from './player-form';

/** Where the server's field errors (POST /v1/player, POST /v1/club) belong in the form. */
export const SERVER_FIELDS: Partial<Record<string, keyof PlayerFormValues>> = {
  clubId: 'club',
  clubName: 'club',
  name: 'club',
  dateOfBirth: 'dateOfBirth',
  gender: 'gender',
  playerPositions: 'position',
  'playerPositions.0': 'position',
  nationality: 'nationality',
  currentLocation: 'location',
  'currentLocation.longitude': 'location',
  'currentLocation.latitude': 'location',
  'currentLocation.city': 'location',
  'currentLocation.country': 'location',
  weightValue: 'weight',
  heightValue: 'height',
  guardianEmail: 'guardianEmail',
};

/** The empty form. */
export const DEFAULTS: PlayerFormValues = {
  club: null,
  dateOfBirth: '',
  gender: 'MALE',
  position: 'GOAL_KEEPER',
  nationality: '',
  location: null,
  weight: '',
  height: '',
  guardianEmail: '',
};
