import {
  ADMIN_PROGRAM_MESSAGES,
  CHALLENGE_MESSAGES,
  type Challenge,
  type ChallengeResult,
  type CreateChallengeResult,
  challengeTier,
  type Language,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { forbidden, fieldError, notFound } from '../../lib/errors.ts';
import { translate } from '../../lib/language.ts';
import { requirePlayer } from '../../lib/player-access.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { assertMayTrainAnyProgram } from '../subscriptions/training-access.ts';
import {
  type ChallengeRow,
  findAgeGroupIds,
  findBestValue,
  findChallenge,
  findChallengesOfAgeGroup,
  findRepeat,
  findResult,
  findThresholds,
  insertResult,
  listResults,
  lockPlayer,
  markVerified,
  type ResultRow,
  type ThresholdRow,
} from './challenges.repo.ts';

/** The same value of the same challenge within this time is one attempt sent twice, not a new one. */
export const REPEAT_WINDOW_MS = 15_000;

export function toChallengeJson(challenge: ChallengeRow, marks: ThresholdRow, language: Language): Challenge {
  return {
    id: challenge.id,
    key: challenge.contentKey,
    title: translate(challenge.titles, language),
    description: translate(challenge.descriptions, language),
    unit: challenge.unit,
    better: challenge.better,
    thresholds: { bronze: marks.bronze, silver: marks.silver, gold: marks.gold },
    steps: [...(challenge.steps[language] ?? challenge.steps.en)],
    timeLimitSeconds: challenge.timeLimitSeconds,
    maxValue: challenge.maxValue,
  };
}

export function toResultJson(row: ResultRow): ChallengeResult {
  return {
    id: row.id,
    challengeId: row.challengeId,
    value: row.value,
    tier: row.tier,
    verified: row.verifiedAt !== null,
    personalBest: row.personalBest,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `GET /api/v1/challenges`: the challenges set for an age group, with its marks. */
export async function listChallenges(
  db: Db,
  query: { ageGroupId: string; language: Language },
): Promise<Challenge[]> {
  const ageGroupId = query.ageGroupId.trim().toUpperCase();
  if (!(await findAgeGroupIds(db)).has(ageGroupId)) {
    throw fieldError('ageGroupId', ADMIN_PROGRAM_MESSAGES.unknownAgeGroup);
  }
  const rows = await findChallengesOfAgeGroup(db, ageGroupId);
  return rows.map((r) => toChallengeJson(r.challenge, r.thresholds, query.language));
}

/** A value in the challenge's unit: a whole count, or seconds to a tenth; never above its maximum. */
export function checkValue(challenge: Pick<ChallengeRow, 'unit' | 'maxValue'>, value: number): number {
  if (value > challenge.maxValue) throw fieldError('value', CHALLENGE_MESSAGES.valueTooHigh);
  if (challenge.unit === 'COUNT') {
    if (!Number.isInteger(value)) throw fieldError('value', CHALLENGE_MESSAGES.wholeNumber);
    return value;
  }
  if (value <= 0) throw fieldError('value', CHALLENGE_MESSAGES.positiveTime);
  const tenths = Math.round(value * 10);
  if (Math.abs(value * 10 - tenths) > 1e-6) throw fieldError('value', CHALLENGE_MESSAGES.tenths);
  return tenths / 10;
}

/**
 * Records a result for the player (the player themself): its tier against the player's age group's
 * marks and whether it beats every earlier result, both fixed when it is recorded. The player's row
 * is locked meanwhile, so two results at once still compare with each other; the same value again
 * within REPEAT_WINDOW_MS answers the first result (`created: false`).
 */
export async function recordResult(
  db: Db,
  viewer: Pick<Viewer, 'id' | 'authorities'>,
  playerId: string,
  input: CreateChallengeResult,
  now: Date,
): Promise<{ result: ChallengeResult; created: boolean }> {
  await requirePlayer(db, viewer, 'record-challenge', playerId);
  await assertMayTrainAnyProgram(db, playerId, now);
  const challenge = await findChallenge(db, input.challengeId);
  if (!challenge) throw notFound(CHALLENGE_MESSAGES.challengeNotFound);
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const player = await lockPlayer(txDb, playerId);
    if (!player) throw forbidden();
    const marks = await findThresholds(txDb, challenge.id, player.ageGroupId);
    if (!marks) throw fieldError('challengeId', CHALLENGE_MESSAGES.notForAgeGroup);
    const value = checkValue(challenge, input.value);
    const since = new Date(now.getTime() - REPEAT_WINDOW_MS);
    const repeat = await findRepeat(txDb, { playerId, challengeId: challenge.id, value, since });
    if (repeat) return { result: toResultJson(repeat), created: false };
    const best = await findBestValue(txDb, playerId, challenge.id, challenge.better);
    const personalBest = best === null || (challenge.better === 'HIGHER' ? value > best : value < best);
    const row = await insertResult(txDb, {
      playerId,
      challengeId: challenge.id,
      ageGroupId: player.ageGroupId,
      value,
      tier: challengeTier(value, challenge.better, marks),
      personalBest,
      clipId: input.clipId ?? null,
      recordedBy: viewer.id,
      createdAt: now,
    });
    return { result: toResultJson(row), created: true };
  });
}

/** The player's results, newest first: for the player, their coaches and admins. */
export async function getResults(
  db: Db,
  viewer: Pick<Viewer, 'id' | 'authorities'>,
  playerId: string,
  challengeId?: string,
): Promise<ChallengeResult[]> {
  await requirePlayer(db, viewer, 'read-training', playerId);
  return (await listResults(db, playerId, challengeId)).map(toResultJson);
}

/** A coach of the player confirms a result (idempotent); anyone else gets 403. */
export async function verifyResult(
  db: Db,
  viewer: Pick<Viewer, 'id' | 'authorities'>,
  resultId: string,
  now: Date,
): Promise<ChallengeResult> {
  const result = await findResult(db, resultId);
  if (!result) throw notFound(CHALLENGE_MESSAGES.resultNotFound);
  await requirePlayer(db, viewer, 'verify-challenge', result.playerId).catch(() => {
    throw forbidden(CHALLENGE_MESSAGES.onlyCoachVerifies);
  });
  return toResultJson(await markVerified(db, result.id, viewer.id, now));
}
