/**
 * What a child's token (an account a household manages) may call: api-contract.md, part 2,
 * "Households". The one list, checked by the auth guard for every authenticated route; anything
 * not here answers 403. Route patterns as Fastify registers them; calls of features still to come
 * (assignments, events, clips, challenges, goals) are listed so they work for a child when they land.
 */
const CHILD_ROUTES: readonly string[] = [
  // Themself and their player.
  'GET /api/v1/user',
  'GET /api/v1/user/:id',
  'GET /api/v1/player/user/:userId',
  'GET /api/v1/player/coach',
  // The subscription, read only.
  'GET /api/v1/player-training-program-subscription',
  // The program, phases, sessions and progress; completing and undoing sessions.
  'GET /api/v1/training-program/age-group/:ageGroup',
  'GET /api/v1/training-program-block/training-program/:id',
  'GET /api/v1/training-program/player-training-program-block',
  'GET /api/v1/training-program-block/:blockId/sessions',
  'GET /api/v1/training-program/player-training-program/:playerTrainingProgramId/progress',
  // The child's program record for a subscription the payer started (the first visit to /program).
  'POST /api/v1/training-program/player-training-program',
  'PUT /api/v1/player-training-session/:sessionId/complete',
  'DELETE /api/v1/player-training-session/:sessionId/complete',
  // Feedback, assignments, events and clips to read; events to answer.
  'GET /api/v1/player/:playerId/feedback',
  'GET /api/v1/player/:playerId/assignments',
  'GET /api/v1/player/:playerId/events',
  'GET /api/v1/player/:playerId/attendance',
  'PUT /api/v1/events/:id/rsvp',
  'GET /api/v1/player/:playerId/clips',
  'GET /api/v1/clips/:id',
  // A clip upload (tus): the clips module asks for the VIDEO consent.
  'POST /api/v1/clips/uploads',
  'HEAD /api/v1/clips/uploads/:id',
  'PATCH /api/v1/clips/uploads/:id',
  // A report of a clip, a comment or feedback that upset them (the welfare queue).
  'POST /api/v1/reports',
  // Challenge results; the weekly goal.
  'GET /api/v1/challenges',
  'GET /api/v1/player/:playerId/challenge-results',
  // The team board of a challenge (names only of teammates who opted in).
  'GET /api/v1/player/:playerId/leaderboard',
  'POST /api/v1/player/:playerId/challenge-results',
  'GET /api/v1/player/:playerId/goal',
  'PUT /api/v1/player/:playerId/goal',
];

const allowed = new Set(CHILD_ROUTES);

/** May a child's token call this route (`method`, Fastify's route pattern)? */
export function childMayCall(method: string, routeUrl: string | undefined): boolean {
  if (!routeUrl) return false;
  return (
    allowed.has(`${method === 'HEAD' ? 'GET' : method} ${routeUrl}`) || allowed.has(`${method} ${routeUrl}`)
  );
}
