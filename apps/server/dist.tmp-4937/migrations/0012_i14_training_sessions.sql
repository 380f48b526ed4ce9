-- Training sessions (seeded from db/content/sessions by content_key), their order in each phase,
-- and the sessions a player has done.
CREATE TABLE "training_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_key" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"coaching_points" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_sessions_content_key_unique" UNIQUE("content_key"),
	CONSTRAINT "training_sessions_titles_check" CHECK (jsonb_typeof("titles") = 'object' AND "titles" ? 'en'),
	CONSTRAINT "training_sessions_equipment_check" CHECK (jsonb_typeof("equipment") = 'array'),
	CONSTRAINT "training_sessions_duration_check" CHECK ("duration_minutes" BETWEEN 1 AND 240),
	CONSTRAINT "training_sessions_video_url_check" CHECK ("video_url" IS NULL OR "video_url" ~ '^https://')
);
--> statement-breakpoint
CREATE TABLE "training_program_block_sessions" (
	"training_program_block_id" uuid NOT NULL,
	"training_session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "training_program_block_sessions_pk" PRIMARY KEY ("training_program_block_id", "training_session_id"),
	CONSTRAINT "training_program_block_sessions_block_fk" FOREIGN KEY ("training_program_block_id") REFERENCES "training_program_blocks"("id") ON DELETE CASCADE,
	CONSTRAINT "training_program_block_sessions_session_fk" FOREIGN KEY ("training_session_id") REFERENCES "training_sessions"("id") ON DELETE CASCADE,
	CONSTRAINT "training_program_block_sessions_position_check" CHECK ("position" > 0),
	-- Deferred, so a content change may reorder a phase's sessions in one transaction.
	CONSTRAINT "training_program_block_sessions_position_unique" UNIQUE ("training_program_block_id", "position") DEFERRABLE INITIALLY DEFERRED
);
--> statement-breakpoint
CREATE INDEX "training_program_block_sessions_session_idx" ON "training_program_block_sessions" ("training_session_id");
--> statement-breakpoint
-- One row per program and session: a repeated or concurrent "done" meets the same row.
CREATE TABLE "player_training_session_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_training_program_id" uuid NOT NULL,
	"training_session_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rating" integer,
	"note" text,
	CONSTRAINT "player_training_session_completions_program_fk" FOREIGN KEY ("player_training_program_id") REFERENCES "player_training_programs"("id") ON DELETE CASCADE,
	CONSTRAINT "player_training_session_completions_session_fk" FOREIGN KEY ("training_session_id") REFERENCES "training_sessions"("id") ON DELETE CASCADE,
	CONSTRAINT "player_training_session_completions_unique" UNIQUE ("player_training_program_id", "training_session_id"),
	CONSTRAINT "player_training_session_completions_rating_check" CHECK ("rating" IS NULL OR "rating" BETWEEN 1 AND 5),
	CONSTRAINT "player_training_session_completions_note_check" CHECK ("note" IS NULL OR char_length("note") <= 500)
);
