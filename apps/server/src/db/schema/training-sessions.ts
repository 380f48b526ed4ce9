import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Diagram, SessionSpace, SessionTrack } from '@academy/contract';
import type { CountedLoad } from '../../lib/content-safety.ts';
import type { EquipmentKey, LocalizedList, LocalizedText } from '../content/sessions/types.ts';
import { challenges } from './challenges.ts';
import { playerTrainingPrograms } from './subscriptions.ts';
import { trainingProgramBlocks } from './training-programs.ts';

/** A training session of the content (db/content/sessions), seeded by `contentKey`. */
export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentKey: text('content_key').notNull().unique(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
    steps: jsonb('steps').$type<LocalizedList>().notNull(),
    coachingPoints: jsonb('coaching_points').$type<LocalizedList>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    equipment: jsonb('equipment').$type<EquipmentKey[]>().notNull(),
    videoUrl: text('video_url'),
    /** 0020_safety.sql: the headers it asks for, who it is for, the space, a partner and what to do alone. */
    headers: integer('headers').notNull().default(0),
    track: text('track').$type<SessionTrack>().notNull().default('ALL'),
    space: text('space').$type<SessionSpace>().notNull().default('GARDEN'),
    needsPartner: boolean('needs_partner').notNull().default(false),
    soloAlternatives: jsonb('solo_alternatives').$type<LocalizedText>(),
    /** Per step, the headers / jump contacts it asks for (stated totals are their sum). */
    counts: jsonb('counts').$type<Partial<Record<CountedLoad, number[]>>>(),
    /** 0033_diagrams_session_diagram.sql: the animated pitch picture (null: none yet). */
    diagram: jsonb('diagram').$type<Diagram>(),
    /**
     * 0049_console_step_seconds.sql: per step, the seconds its timer runs (null: untimed), set in the
     * console. Null for the whole column: read from the English step text (the seeded content).
     */
    stepSeconds: jsonb('step_seconds').$type<(number | null)[]>(),
    /** 0049_console_session_challenge.sql: the session's own skill challenge (null: none). */
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('training_sessions_headers_check', sql`${t.headers} >= 0 AND ${t.headers} <= 10`),
    check('training_sessions_track_check', sql`${t.track} IN ('ALL', 'OUTFIELD', 'GOALKEEPER')`),
    check(
      'training_sessions_step_seconds_check',
      sql`${t.stepSeconds} IS NULL OR jsonb_typeof(${t.stepSeconds}) = 'array'`,
    ),
    check('training_sessions_space_check', sql`${t.space} IN ('ROOM', 'GARDEN', 'PARK', 'PITCH', 'GYM')`),
  ],
);

/** The sessions of a phase, in order (`position` from 1). */
export const trainingProgramBlockSessions = pgTable(
  'training_program_block_sessions',
  {
    trainingProgramBlockId: uuid('training_program_block_id')
      .notNull()
      .references(() => trainingProgramBlocks.id, { onDelete: 'cascade' }),
    trainingSessionId: uuid('training_session_id')
      .notNull()
      .references(() => trainingSessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.trainingProgramBlockId, t.trainingSessionId] }),
    unique('training_program_block_sessions_position_unique').on(t.trainingProgramBlockId, t.position),
    index('training_program_block_sessions_session_idx').on(t.trainingSessionId),
    check('training_program_block_sessions_position_check', sql`${t.position} > 0`),
  ],
);

/** A session a player has done in their program: once per program and session. */
export const playerTrainingSessionCompletions = pgTable(
  'player_training_session_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerTrainingProgramId: uuid('player_training_program_id')
      .notNull()
      .references(() => playerTrainingPrograms.id, { onDelete: 'cascade' }),
    trainingSessionId: uuid('training_session_id')
      .notNull()
      .references(() => trainingSessions.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    rating: integer('rating'),
    note: text('note'),
    /** The player lets their coaches read the note (0013_i15_coaches.sql). */
    noteShared: boolean('note_shared').notNull().default(false),
  },
  (t) => [
    unique('player_training_session_completions_unique').on(t.playerTrainingProgramId, t.trainingSessionId),
  ],
);
