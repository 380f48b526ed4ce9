import { createHash } from 'node:crypto';
import { AGE_GROUPS as CONTRACT_AGE_GROUPS } from '@academy/contract';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { CHALLENGES, PHASE_CHALLENGES } from './content/challenges.ts';
import { TRAINING_PROGRAMS } from './content/programs.ts';
import { ALL_SESSIONS, PHASE_SESSIONS } from './content/sessions/index.ts';
import { ageGroups, contentSeedState } from './schema/index.ts';
import { seedChallenges } from './seed-challenges.ts';
import { seedTrainingPrograms } from './seed-programs.ts';
import { seedTrainingSessions } from './seed-sessions.ts';

/** Age groups U7..U19 and SENIOR, defined once in the contract (the web app names them too). */
export const AGE_GROUPS = [...CONTRACT_AGE_GROUPS];

/** Idempotent: safe on every start and from several processes at once. */
export async function seedBaseContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(ageGroups)
      .values(AGE_GROUPS)
      .onConflictDoUpdate({
        target: ageGroups.id,
        set: {
          name: sql`excluded.name`,
          minAge: sql`excluded.min_age`,
          maxAge: sql`excluded.max_age`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
  });
  await seedTrainingPrograms(db);
  await seedTrainingSessions(db);
  await seedChallenges(db);
}

/**
 * Bump when the seed functions write something new from the same content (a new column, a new
 * rule): the next start then seeds again although the content's hash did not change.
 */
const SEED_FORMAT = 2;
const SEED_UNIT = 'base-content';

/** A hash of everything seedBaseContent writes. */
export function baseContentHash(): string {
  const content = {
    SEED_FORMAT,
    AGE_GROUPS,
    TRAINING_PROGRAMS,
    ALL_SESSIONS,
    PHASE_SESSIONS,
    CHALLENGES,
    PHASE_CHALLENGES,
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/**
 * What start-up calls: seeds only when the content differs from what the last seed wrote (its hash
 * is kept in content_seed_state) or a seeded row is missing (removed by hand); otherwise one query.
 * Even then only changed rows are written (seed-programs.ts, seed-sessions.ts).
 */
export async function seedBaseContentIfChanged(db: Db): Promise<'seeded' | 'unchanged'> {
  const hash = baseContentHash();
  const programKeys = TRAINING_PROGRAMS.map((p) => p.key);
  const sessionKeys = ALL_SESSIONS.map((s) => s.key);
  const challengeKeys = CHALLENGES.map((c) => c.key);
  const result = (await db.execute(sql`select
      (select content_hash from content_seed_state where unit = ${SEED_UNIT}) as hash,
      (select count(*)::int from age_groups
        where id in (${sql.join(
          AGE_GROUPS.map((g) => sql`${g.id}`),
          sql`, `,
        )})) as "ageGroups",
      (select count(*)::int from training_programs
        where content_key in (${sql.join(
          programKeys.map((k) => sql`${k}`),
          sql`, `,
        )})) as programs,
      (select count(*)::int from training_sessions
        where content_key in (${sql.join(
          sessionKeys.map((k) => sql`${k}`),
          sql`, `,
        )})) as sessions,
      (select count(*)::int from challenges
        where content_key in (${sql.join(
          challengeKeys.map((k) => sql`${k}`),
          sql`, `,
        )})) as challenges`)) as unknown as {
    rows: {
      hash: string | null;
      ageGroups: number;
      programs: number;
      sessions: number;
      challenges: number;
    }[];
  };
  const state = result.rows[0];
  if (
    state?.hash === hash &&
    state.ageGroups === AGE_GROUPS.length &&
    state.programs === programKeys.length &&
    state.sessions === sessionKeys.length &&
    state.challenges === challengeKeys.length
  ) {
    return 'unchanged';
  }
  await seedBaseContent(db);
  await db
    .insert(contentSeedState)
    .values({ unit: SEED_UNIT, contentHash: hash })
    .onConflictDoUpdate({
      target: contentSeedState.unit,
      set: { contentHash: hash, seededAt: sql`now()` },
    });
  return 'seeded';
}
