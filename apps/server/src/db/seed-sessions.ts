import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { contentSafetyProblems } from './content/safety.ts';
import { diagramOf, diagramContentProblems } from './content/sessions/diagrams.ts';
import { ALL_SESSIONS, PHASE_SESSIONS } from './content/sessions/index.ts';
import {
  trainingProgramBlockSessions,
  trainingProgramBlocks,
  trainingPrograms,
  trainingSessions,
} from './schema/index.ts';
import { onlyChanged } from './upsert.ts';

/**
 * Upserts the sessions of db/content/sessions by their stable keys and links each phase to its
 * sessions in order. Ids (and so players' completions) stay when the content changes; a session
 * taken out of a phase is unlinked from it. Idempotent and safe when two processes start at once.
 * Runs after the programs are seeded (the phases must exist).
 */
export async function seedTrainingSessions(db: Db): Promise<void> {
  if (ALL_SESSIONS.length === 0) return;
  // The same safety check as the content test and the console: unsafe content is never seeded.
  const problems = contentSafetyProblems();
  if (problems.length > 0) throw new Error(`Unsafe training content:\n${problems.join('\n')}`);
  // Every session's diagram, checked by the contract's rules (as the content test and the console do).
  const diagramProblems = diagramContentProblems();
  if (diagramProblems.length > 0) throw new Error(`Invalid diagrams:\n${diagramProblems.join('\n')}`);
  await db.transaction(async (tx) => {
    await tx
      .insert(trainingSessions)
      .values(
        ALL_SESSIONS.map((s) => ({
          contentKey: s.key,
          titles: { ...s.title },
          descriptions: { ...s.description },
          steps: { ...s.steps },
          coachingPoints: { ...s.coachingPoints },
          durationMinutes: s.durationMinutes,
          equipment: [...s.equipment],
          videoUrl: s.videoUrl,
          headers: s.headers,
          track: s.track,
          space: s.space,
          needsPartner: s.needsPartner,
          soloAlternatives: s.soloAlternative ? { ...s.soloAlternative } : null,
          counts: s.counts
            ? Object.fromEntries(Object.entries(s.counts).map(([k, v]) => [k, [...(v ?? [])]]))
            : null,
          diagram: diagramOf(s.key),
        })),
      )
      .onConflictDoUpdate({
        target: trainingSessions.contentKey,
        // Only rows whose content changed are written (and get a new updated_at).
        ...onlyChanged(
          trainingSessions,
          [
            'titles',
            'descriptions',
            'steps',
            'coachingPoints',
            'durationMinutes',
            'equipment',
            'videoUrl',
            'headers',
            'track',
            'space',
            'needsPartner',
            'soloAlternatives',
            'counts',
            'diagram',
          ],
          { updatedAt: sql`now()` },
        ),
      });
    const rows = await tx
      .select({ id: trainingSessions.id, contentKey: trainingSessions.contentKey })
      .from(trainingSessions)
      .where(
        inArray(
          trainingSessions.contentKey,
          ALL_SESSIONS.map((s) => s.key),
        ),
      );
    const sessionIdByKey = new Map(rows.map((r) => [r.contentKey, r.id]));

    const phaseKeys = Object.keys(PHASE_SESSIONS);
    const blocks = await tx
      .select({ id: trainingProgramBlocks.id, contentKey: trainingProgramBlocks.contentKey })
      .from(trainingProgramBlocks)
      .innerJoin(trainingPrograms, eq(trainingPrograms.id, trainingProgramBlocks.trainingProgramId))
      // A program changed in the academy console keeps the sessions the console gave its phases.
      .where(and(inArray(trainingProgramBlocks.contentKey, phaseKeys), isNull(trainingPrograms.editedAt)));
    const links = blocks.flatMap((block) =>
      (PHASE_SESSIONS[block.contentKey] ?? []).map((key, index) => {
        const sessionId = sessionIdByKey.get(key);
        if (!sessionId) throw new Error(`Phase ${block.contentKey} names an unknown session ${key}`);
        return { trainingProgramBlockId: block.id, trainingSessionId: sessionId, position: index + 1 };
      }),
    );
    if (links.length === 0) return;
    // Unlink what the content no longer lists, then upsert the order (positions are checked at commit).
    const kept = links.map((l) => `${l.trainingProgramBlockId}:${l.trainingSessionId}`);
    await tx.execute(sql`
      delete from ${trainingProgramBlockSessions}
      where ${trainingProgramBlockSessions.trainingProgramBlockId} in (${sql.join(
        blocks.map((b) => sql`${b.id}::uuid`),
        sql`, `,
      )})
      and (${trainingProgramBlockSessions.trainingProgramBlockId}::text || ':' || ${trainingProgramBlockSessions.trainingSessionId}::text)
        not in (${sql.join(
          kept.map((k) => sql`${k}`),
          sql`, `,
        )})`);
    await tx
      .insert(trainingProgramBlockSessions)
      .values(links)
      .onConflictDoUpdate({
        target: [
          trainingProgramBlockSessions.trainingProgramBlockId,
          trainingProgramBlockSessions.trainingSessionId,
        ],
        ...onlyChanged(trainingProgramBlockSessions, ['position']),
      });
  });
}
