import { TIME_ZONE_MESSAGES } from './time-zone.ts';

/** Messages of the training calls (api-contract.md "Training: sessions and progress"). */
export const TRAINING_MESSAGES = {
  activeSubscriptionRequired: 'Active subscription required',
  sessionNotFound: 'Training session not found',
  phaseLocked: 'This phase is not unlocked yet',
  undoOnlyInActivePhase: 'Only a session of the active phase can be undone',
  playerProgramNotFound: 'Player training program not found',
  phaseNotFound: 'Training phase not found',
  invalidTimeZone: TIME_ZONE_MESSAGES.invalidTimeZone,
} as const;

/** Who a session is for: everyone, outfield players only, or the goalkeeper track. */
export const SESSION_TRACKS = ['ALL', 'OUTFIELD', 'GOALKEEPER'] as const;

/** The track a player (or their guardian) chooses; the player's position does not choose it. */
export const PLAYER_TRACKS = ['OUTFIELD', 'GOALKEEPER'] as const;

/** The space a session needs: a room, a garden (about 10 × 10 m), a park (about 30 × 20 m), a pitch, a gym. */
export const SESSION_SPACES = ['ROOM', 'GARDEN', 'PARK', 'PITCH', 'GYM'] as const;
