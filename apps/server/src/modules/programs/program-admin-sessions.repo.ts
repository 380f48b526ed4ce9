import { randomUUID } from 'node:crypto';
import type { Diagram, SessionTrack } from '@academy/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trainingProgramBlockSessions, trainingSessions } from '../../db/schema/index.ts';

/** Texts by language as stored (`{ en, sv?, fr?, pt? }`). */
export type Texts = Record<string, string>;

/** Content keys of rows made in the console (the seed's keys never start like this). */
export const consoleKey = (kind: string) => `console-${kind}-${randomUUID()}`;

type Row = typeof trainingSessions.$inferInsert;
export type SessionRow = typeof trainingSessions.$inferSelect & { blockId: string; position: number };

/** The sessions of these phases, in order within each phase. */
export async function findSessionsOfPhases(db: Db, blockIds: string[]): Promise<SessionRow[]> {
  if (blockIds.length === 0) return [];
  const rows = await db
    .select({
      session: trainingSessions,
      blockId: trainingProgramBlockSessions.trainingProgramBlockId,
      position: trainingProgramBlockSessions.position,
    })
    .from(trainingProgramBlockSessions)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingProgramBlockSessions.trainingSessionId))
    .where(inArray(trainingProgramBlockSessions.trainingProgramBlockId, blockIds))
    .orderBy(asc(trainingProgramBlockSessions.position));
  return rows.map((r) => ({ ...r.session, blockId: r.blockId, position: r.position }));
}

/** Links a copied phase to the same sessions, in the same order. */
export async function copyPhaseSessions(db: Db, fromBlockId: string, toBlockId: string): Promise<void> {
  await db.execute(sql`
    insert into ${trainingProgramBlockSessions} (training_program_block_id, training_session_id, position)
    select ${toBlockId}::uuid, training_session_id, position from ${trainingProgramBlockSessions}
    where training_program_block_id = ${fromBlockId}::uuid`);
}

const EMPTY_LIST = { en: [], sv: [], fr: [], pt: [] };

/** A session made in the console, appended to a phase. */
export async function insertPhaseSession(
  db: Db,
  blockId: string,
  input: {
    titles: Texts;
    descriptions: Texts;
    durationMinutes: number;
    headers: number;
    track: SessionTrack;
  },
): Promise<void> {
  const [session] = await db
    .insert(trainingSessions)
    .values({
      contentKey: consoleKey('session'),
      titles: input.titles as typeof trainingSessions.$inferInsert.titles,
      descriptions: input.descriptions as typeof trainingSessions.$inferInsert.descriptions,
      steps: EMPTY_LIST,
      coachingPoints: EMPTY_LIST,
      durationMinutes: input.durationMinutes,
      equipment: [],
      videoUrl: null,
      headers: input.headers,
      track: input.track,
    })
    .returning({ id: trainingSessions.id });
  await db.insert(trainingProgramBlockSessions).values({
    trainingProgramBlockId: blockId,
    trainingSessionId: session!.id,
    position: sql`(select coalesce(max(position), 0) + 1 from ${trainingProgramBlockSessions} where training_program_block_id = ${blockId}::uuid)`,
  });
}

/**
 * The session this phase may change in place: a console-made session no other phase uses; otherwise
 * a console copy of it takes its place in this phase (seeded content, and other programs, stay as they are).
 */
export async function ownSessionOfPhase(db: Db, blockId: string, session: SessionRow): Promise<string> {
  const [others] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(trainingProgramBlockSessions)
    .where(
      and(
        eq(trainingProgramBlockSessions.trainingSessionId, session.id),
        ne(trainingProgramBlockSessions.trainingProgramBlockId, blockId),
      ),
    );
  if (session.contentKey.startsWith('console-') && (others?.n ?? 0) === 0) return session.id;
  const { id: _id, blockId: _b, position: _p, contentKey: _k, updatedAt: _u, ...content } = session;
  const [copy] = await db
    .insert(trainingSessions)
    .values({ ...content, contentKey: consoleKey('session') })
    .returning({ id: trainingSessions.id });
  await db
    .update(trainingProgramBlockSessions)
    .set({ trainingSessionId: copy!.id })
    .where(
      and(
        eq(trainingProgramBlockSessions.trainingProgramBlockId, blockId),
        eq(trainingProgramBlockSessions.trainingSessionId, session.id),
      ),
    );
  return copy!.id;
}

export async function updateSessionRow(
  db: Db,
  id: string,
  patch: {
    titles?: Texts;
    descriptions?: Texts;
    durationMinutes?: number;
    headers?: number;
    track?: SessionTrack;
    diagram?: Diagram;
    steps?: Row['steps'];
    coachingPoints?: Row['coachingPoints'];
    equipment?: string[];
    /** Null: read from the English step texts again. */
    stepSeconds?: (number | null)[] | null | undefined;
    /** The session's own challenge (null: none). */
    challengeId?: string | null | undefined;
  },
  now: Date,
): Promise<void> {
  const set = {
    ...(patch.titles ? { titles: patch.titles as typeof trainingSessions.$inferInsert.titles } : {}),
    ...(patch.descriptions
      ? { descriptions: patch.descriptions as typeof trainingSessions.$inferInsert.descriptions }
      : {}),
    ...(patch.durationMinutes ? { durationMinutes: patch.durationMinutes } : {}),
    ...(patch.headers !== undefined ? { headers: patch.headers } : {}),
    ...(patch.track ? { track: patch.track } : {}),
    ...(patch.diagram ? { diagram: patch.diagram } : {}),
    ...(patch.steps ? { steps: patch.steps } : {}),
    ...(patch.coachingPoints ? { coachingPoints: patch.coachingPoints } : {}),
    ...(patch.equipment ? { equipment: patch.equipment as Row['equipment'] } : {}),
    ...(patch.stepSeconds !== undefined ? { stepSeconds: patch.stepSeconds } : {}),
    ...(patch.challengeId !== undefined ? { challengeId: patch.challengeId } : {}),
  };
  await db
    .update(trainingSessions)
    .set({ ...set, updatedAt: now })
    .where(eq(trainingSessions.id, id));
}

export async function unlinkPhaseSession(db: Db, blockId: string, sessionId: string): Promise<void> {
  await db
    .delete(trainingProgramBlockSessions)
    .where(
      and(
        eq(trainingProgramBlockSessions.trainingProgramBlockId, blockId),
        eq(trainingProgramBlockSessions.trainingSessionId, sessionId),
      ),
    );
}

/** Positions 1…n in `orderedIds` order (the unique position is checked at commit). */
export async function renumberPhaseSessions(db: Db, blockId: string, orderedIds: string[]): Promise<void> {
  for (const [index, id] of orderedIds.entries()) {
    await db
      .update(trainingProgramBlockSessions)
      .set({ position: index + 1 })
      .where(
        and(
          eq(trainingProgramBlockSessions.trainingProgramBlockId, blockId),
          eq(trainingProgramBlockSessions.trainingSessionId, id),
        ),
      );
  }
}
