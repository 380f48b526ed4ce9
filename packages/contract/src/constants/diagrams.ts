/** What stands on a session's diagram (api-contract.md "Sessions you can see, safe by age"). */
export const DIAGRAM_ITEM_TYPES = [
  'PLAYER',
  'PARTNER',
  'CONE',
  'BALL',
  'GOAL',
  'POLE',
  'LADDER',
  'WALL',
  'MARKER',
] as const;

/** How an item moves on a diagram. */
export const DIAGRAM_MOVE_TYPES = ['RUN', 'DRIBBLE', 'PASS', 'SHOT'] as const;

/** Sizes a diagram keeps to (metres and seconds). */
export const DIAGRAM_LIMITS = {
  /** Items may stand this far outside the area; paths stay inside it. */
  outside: 2,
  /** The longest side of an area (a full pitch is 105 m). */
  maxSide: 120,
  minItems: 2,
  maxItems: 60,
  minMoves: 1,
  maxMoves: 40,
  maxPathPoints: 40,
  /** The longest animation. */
  maxSeconds: 120,
} as const;

/** Why a diagram is refused (content test, seed and console). */
export const DIAGRAM_MESSAGES = {
  tooFewItems: 'A diagram needs at least two items',
  tooFewMoves: 'A diagram needs at least one move',
  itemOutside: 'This item stands more than 2 m outside the area',
  pathOutside: 'This path leaves the area',
  unknownItem: 'This move names an item the diagram does not have',
  duplicateItem: 'Two items have this id',
  endBeforeStart: 'A move must end after it starts',
  notJson: 'The diagram is not valid JSON',
} as const;
