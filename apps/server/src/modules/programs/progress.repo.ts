import type { PlayerTrack } from '@academy/contract';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  playerTrainingProgramBlocks,
  playerTrainingPrograms,
  playerTrainingSessionCompletions,
  trainingProgramBlockSessions,
  trainingProgramBlocks,
  trainingSessions,
} from '../../db/schema/index.ts';

/** Everything the progress figures are made of: phases, their sessions and the player's completions. */
export async function findProgressData(db: Db, playerProgramId: string) {
  const phases = await db
    .select({
      blockId: trainingProgramBlocks.id,
      titles: trainingProgramBlocks.titles,
      position: trainingProgramBlocks.position,
      status: playerTrainingProgramBlocks.status,
    })
    .from(playerTrainingProgramBlocks)
    .innerJoin(
      trainingProgramBlocks,
      eq(trainingProgramBlocks.id, playerTrainingProgramBlocks.trainingProgramBlockId),
    )
    .where(eq(playerTrainingProgramBlocks.playerTrainingProgramId, playerProgramId))
    .orderBy(asc(trainingProgramBlocks.position));
  const links = await db
    .select({
      blockId: trainingProgramBlockSessions.trainingProgramBlockId,
      sessionId: trainingProgramBlockSessions.trainingSessionId,
      durationMinutes: trainingSessions.durationMinutes,
      track: trainingSessions.track,
    })
    .from(trainingProgramBlockSessions)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingProgramBlockSessions.trainingSessionId))
    .innerJoin(
      playerTrainingProgramBlocks,
      and(
        eq(
          playerTrainingProgramBlocks.trainingProgramBlockId,
          trainingProgramBlockSessions.trainingProgramBlockId,
        ),
        eq(playerTrainingProgramBlocks.playerTrainingProgramId, playerProgramId),
      ),
    );
  const completions = await db
    .select({
      sessionId: playerTrainingSessionCompletions.trainingSessionId,
      completedAt: playerTrainingSessionCompletions.completedAt,
      rating: playerTrainingSessionCompletions.rating,
      note: playerTrainingSessionCompletions.note,
      durationMinutes: trainingSessions.durationMinutes,
      headers: trainingSessions.headers,
    })
    .from(playerTrainingSessionCompletions)
    .innerJoin(trainingSessions, eq(trainingSessions.id, playerTrainingSessionCompletions.trainingSessionId))
    .where(eq(playerTrainingSessionCompletions.playerTrainingProgramId, playerProgramId))
    .orderBy(asc(playerTrainingSessionCompletions.completedAt));
  return { phases, links, completions };
}

/** Takes the player's program row lock: completions of one program run one after another. */
async function lockPlayerProgram(tx: Tx, playerProgramId: string) {
  await tx
    .select({ id: playerTrainingPrograms.id })
    .from(playerTrainingPrograms)
    .where(eq(playerTrainingPrograms.id, playerProgramId))
    .for('update');
}

/** The player's phase that holds the session in this program, or null. */
async function findPhaseOfSession(
  tx: Tx,
  playerProgramId: string,
  trainingProgramId: string,
  sessionId: string,
) {
  const [row] = await tx
    .select({
      playerBlockId: playerTrainingProgramBlocks.id,
      blockId: trainingProgramBlocks.id,
      position: trainingProgramBlocks.position,
      status: playerTrainingProgramBlocks.status,
    })
    .from(trainingProgramBlockSessions)
    .innerJoin(
      trainingProgramBlocks,
      eq(trainingProgramBlocks.id, trainingProgramBlockSessions.trainingProgramBlockId),
    )
    .innerJoin(
      playerTrainingProgramBlocks,
      and(
        eq(playerTrainingProgramBlocks.trainingProgramBlockId, trainingProgramBlocks.id),
        eq(playerTrainingProgramBlocks.playerTrainingProgramId, playerProgramId),
      ),
    )
    .where(
      and(
        eq(trainingProgramBlockSessions.trainingSessionId, sessionId),
        eq(trainingProgramBlocks.trainingProgramId, trainingProgramId),
      ),
    )
    .limit(1);
  return row ?? null;
}

type PhaseOfSession = NonNullable<Awaited<ReturnType<typeof findPhaseOfSession>>>;

/** The sessions a player of `track` does: everyone's and their track's. */
const ofTrack = (track: PlayerTrack) => inArray(trainingSessions.track, ['ALL', track]);

/**
 * When every session of the ACTIVE phase that the player's track does is done: it becomes COMPLETE
 * and the next INACTIVE phase ACTIVE.
 */
async function advanceIfPhaseDone(
  tx: Tx,
  playerProgramId: string,
  phase: PhaseOfSession,
  track: PlayerTrack,
  now: Date,
) {
  const [total] = await tx
    .select({ n: count() })
    .from(trainingProgramBlockSessions)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingProgramBlockSessions.trainingSessionId))
    .where(and(eq(trainingProgramBlockSessions.trainingProgramBlockId, phase.blockId), ofTrack(track)));
  const [done] = await tx
    .select({ n: count() })
    .from(playerTrainingSessionCompletions)
    .innerJoin(
      trainingProgramBlockSessions,
      and(
        eq(
          trainingProgramBlockSessions.trainingSessionId,
          playerTrainingSessionCompletions.trainingSessionId,
        ),
        eq(trainingProgramBlockSessions.trainingProgramBlockId, phase.blockId),
      ),
    )
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingProgramBlockSessions.trainingSessionId))
    .where(
      and(eq(playerTrainingSessionCompletions.playerTrainingProgramId, playerProgramId), ofTrack(track)),
    );
  if ((done?.n ?? 0) < (total?.n ?? 0)) return;
  await tx
    .update(playerTrainingProgramBlocks)
    .set({ status: 'COMPLETE' })
    .where(
      and(
        eq(playerTrainingProgramBlocks.id, phase.playerBlockId),
        eq(playerTrainingProgramBlocks.status, 'ACTIVE'),
      ),
    );
  const [next] = await tx
    .select({ id: playerTrainingProgramBlocks.id })
    .from(playerTrainingProgramBlocks)
    .innerJoin(
      trainingProgramBlocks,
      eq(trainingProgramBlocks.id, playerTrainingProgramBlocks.trainingProgramBlockId),
    )
    .where(
      and(
        eq(playerTrainingProgramBlocks.playerTrainingProgramId, playerProgramId),
        eq(playerTrainingProgramBlocks.status, 'INACTIVE'),
        gt(trainingProgramBlocks.position, phase.position),
      ),
    )
    .orderBy(asc(trainingProgramBlocks.position))
    .limit(1);
  if (next) {
    await tx
      .update(playerTrainingProgramBlocks)
      .set({ status: 'ACTIVE', startDate: now })
      .where(eq(playerTrainingProgramBlocks.id, next.id));
  }
}

export type CompletionOutcome = 'DONE' | 'SESSION_NOT_FOUND' | 'PHASE_LOCKED' | 'PHASE_NOT_ACTIVE';

interface SessionOfProgram {
  playerProgramId: string;
  trainingProgramId: string;
  sessionId: string;
}

/**
 * Runs `change` in one transaction under the player's program row lock (completions of one program
 * run one after another), with the player's phase that holds the session; none: SESSION_NOT_FOUND.
 */
function withPhaseOfSession(
  db: Db,
  input: SessionOfProgram,
  change: (tx: Tx, phase: PhaseOfSession) => Promise<CompletionOutcome>,
): Promise<CompletionOutcome> {
  return db.transaction(async (tx) => {
    await lockPlayerProgram(tx, input.playerProgramId);
    const phase = await findPhaseOfSession(
      tx,
      input.playerProgramId,
      input.trainingProgramId,
      input.sessionId,
    );
    return phase ? change(tx, phase) : 'SESSION_NOT_FOUND';
  });
}

/**
 * Records a session as done (once: a repeat changes nothing, so a device resending a queued offline
 * completion records it once) and moves the phases on, in one transaction, so two tabs or a double
 * tap count once. A session of an INACTIVE phase: PHASE_LOCKED (unless a coach assigned it).
 */
export function recordCompletion(
  db: Db,
  input: SessionOfProgram & {
    rating: number | null;
    note: string | null;
    noteShared: boolean;
    track: PlayerTrack;
    /** When the session was done (a session done offline: earlier than now). */
    completedAt: Date;
    now: Date;
    /** A coach assigned the session: it opens whatever its phase. */
    assigned?: boolean;
  },
): Promise<CompletionOutcome> {
  return withPhaseOfSession(db, input, async (tx, phase) => {
    if (phase.status === 'INACTIVE' && !input.assigned) return 'PHASE_LOCKED';
    const inserted = await tx
      .insert(playerTrainingSessionCompletions)
      .values({
        playerTrainingProgramId: input.playerProgramId,
        trainingSessionId: input.sessionId,
        completedAt: input.completedAt,
        rating: input.rating,
        note: input.note,
        noteShared: input.noteShared,
      })
      .onConflictDoNothing()
      .returning({ id: playerTrainingSessionCompletions.id });
    if (inserted.length > 0 && phase.status === 'ACTIVE') {
      await advanceIfPhaseDone(tx, input.playerProgramId, phase, input.track, input.now);
    }
    return 'DONE';
  });
}

/** Removes a completion of a session of the ACTIVE phase (nothing to remove is fine); else PHASE_NOT_ACTIVE. */
export function removeCompletion(db: Db, input: SessionOfProgram): Promise<CompletionOutcome> {
  return withPhaseOfSession(db, input, async (tx, phase) => {
    if (phase.status !== 'ACTIVE') return 'PHASE_NOT_ACTIVE';
    await tx
      .delete(playerTrainingSessionCompletions)
      .where(
        and(
          eq(playerTrainingSessionCompletions.playerTrainingProgramId, input.playerProgramId),
          eq(playerTrainingSessionCompletions.trainingSessionId, input.sessionId),
        ),
      );
    return 'DONE';
  });
}
