import {
  ADMIN_PROGRAM_MESSAGES,
  type AdminChallenge,
  CHALLENGE_MESSAGES,
  type FieldError,
  thresholdsInOrder,
  type UpdateAdminChallenge,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.repo.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  type ChallengeRow,
  findAgeGroupIds,
  findAgeGroupsNamingChallenge,
  findAllChallenges,
  findChallenge,
  findThresholdsOf,
  type ThresholdRow,
  updateChallengeContent,
} from './challenges.repo.ts';

function toAdminJson(challenge: ChallengeRow, marks: ThresholdRow[]): AdminChallenge {
  return {
    id: challenge.id,
    key: challenge.contentKey,
    title: challenge.titles,
    description: challenge.descriptions,
    steps: {
      en: [...challenge.steps.en],
      sv: [...challenge.steps.sv],
      fr: [...challenge.steps.fr],
      pt: [...challenge.steps.pt],
    },
    unit: challenge.unit,
    better: challenge.better,
    timeLimitSeconds: challenge.timeLimitSeconds,
    maxValue: challenge.maxValue,
    thresholds: marks
      .filter((m) => m.challengeId === challenge.id)
      .map((m) => ({ ageGroupId: m.ageGroupId, bronze: m.bronze, silver: m.silver, gold: m.gold })),
    editedAt: challenge.editedAt?.toISOString() ?? null,
  };
}

/** `GET /api/v1/admin/challenges`: every challenge in every language with its marks by age group. */
export async function listAdminChallenges(db: Db): Promise<AdminChallenge[]> {
  const rows = await findAllChallenges(db);
  const marks = await findThresholdsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toAdminJson(r, marks));
}

async function loadAdminChallenge(db: Db, id: string): Promise<AdminChallenge> {
  const challenge = await findChallenge(db, id);
  if (!challenge) throw notFound(CHALLENGE_MESSAGES.challengeNotFound);
  return toAdminJson(challenge, await findThresholdsOf(db, [id]));
}

/** Every problem of the marks at once, by field: known age groups, each once, in order, within the maximum. */
function thresholdErrors(
  input: UpdateAdminChallenge['thresholds'],
  challenge: Pick<AdminChallenge, 'better' | 'maxValue'>,
  ageGroups: Set<string>,
  neededBy: Set<string>,
): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const kept = new Set(input.map((marks) => marks.ageGroupId.toUpperCase()));
  if ([...neededBy].some((ageGroupId) => !kept.has(ageGroupId))) {
    errors.push({ field: 'thresholds', message: CHALLENGE_MESSAGES.neededByPhase });
  }
  input.forEach((marks, index) => {
    const at = `thresholds.${index}`;
    const ageGroupId = marks.ageGroupId.toUpperCase();
    if (!ageGroups.has(ageGroupId)) {
      errors.push({ field: `${at}.ageGroupId`, message: ADMIN_PROGRAM_MESSAGES.unknownAgeGroup });
    } else if (seen.has(ageGroupId)) {
      errors.push({ field: `${at}.ageGroupId`, message: CHALLENGE_MESSAGES.thresholdRepeated });
    }
    seen.add(ageGroupId);
    if (!thresholdsInOrder(challenge.better, marks)) {
      errors.push({
        field: `${at}.silver`,
        message:
          challenge.better === 'HIGHER'
            ? CHALLENGE_MESSAGES.thresholdOrderHigher
            : CHALLENGE_MESSAGES.thresholdOrderLower,
      });
    }
    const highest = Math.max(marks.bronze, marks.silver, marks.gold);
    if (highest > challenge.maxValue) {
      errors.push({ field: `${at}.gold`, message: CHALLENGE_MESSAGES.thresholdAboveMax });
    }
  });
  return errors;
}

/**
 * `PUT /api/v1/admin/challenges/{id}`: texts and marks, checked as a whole (nothing is written when
 * one mark is wrong), written with its audit record (before and after) in one transaction. The seed
 * keeps a challenge edited here as it is.
 */
export async function updateAdminChallenge(
  db: Db,
  actorId: string,
  id: string,
  input: UpdateAdminChallenge,
): Promise<AdminChallenge> {
  return db.transaction(async (tx) => {
    const before = await loadAdminChallenge(tx, id);
    const errors = thresholdErrors(
      input.thresholds,
      before,
      await findAgeGroupIds(tx),
      await findAgeGroupsNamingChallenge(tx, id),
    );
    if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
    await updateChallengeContent(
      tx,
      id,
      { titles: input.title, descriptions: input.description, steps: input.steps },
      input.thresholds.map((m) => ({
        ageGroupId: m.ageGroupId.toUpperCase(),
        bronze: m.bronze,
        silver: m.silver,
        gold: m.gold,
      })),
    );
    const after = await loadAdminChallenge(tx, id);
    await recordAuditEvent(tx, {
      actorId,
      action: 'challenge.update',
      targetType: 'challenge',
      targetId: id,
      detail: {
        key: before.key,
        before: { ...before, editedAt: undefined },
        after: { ...after, editedAt: undefined },
      },
    });
    return after;
  });
}
