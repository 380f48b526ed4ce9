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
