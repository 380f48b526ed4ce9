-- A session step's seconds as data (issue 32): one entry per step, null for an untimed step. The column
-- itself is null for sessions whose seconds are still read from their English step text (the seeded content).
ALTER TABLE "training_sessions" ADD COLUMN "step_seconds" jsonb;
--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_step_seconds_check" CHECK ("step_seconds" IS NULL OR jsonb_typeof("step_seconds") = 'array');
