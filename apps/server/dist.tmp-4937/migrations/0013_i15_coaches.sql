-- Coaches and their players (issue 15): a team code per manager, team memberships, the coach's
-- feedback to a player, and the player's choice to share a session note with their coaches.
ALTER TABLE "managers" ADD COLUMN "team_code" text;
--> statement-breakpoint
-- A new code replaces the old one in the same row, so the old one stops working at once.
ALTER TABLE "managers" ADD CONSTRAINT "managers_team_code_unique" UNIQUE ("team_code");
--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_team_code_check" CHECK ("team_code" IS NULL OR "team_code" ~ '^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$');
--> statement-breakpoint
CREATE TABLE "team_memberships" (
	"manager_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_memberships_pk" PRIMARY KEY ("manager_id", "player_id"),
	CONSTRAINT "team_memberships_manager_fk" FOREIGN KEY ("manager_id") REFERENCES "managers"("id") ON DELETE CASCADE,
	CONSTRAINT "team_memberships_player_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "team_memberships_player_idx" ON "team_memberships" ("player_id");
--> statement-breakpoint
CREATE TABLE "coach_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"manager_id" uuid NOT NULL,
	"training_program_block_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_feedback_player_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE,
	CONSTRAINT "coach_feedback_manager_fk" FOREIGN KEY ("manager_id") REFERENCES "managers"("id") ON DELETE CASCADE,
	CONSTRAINT "coach_feedback_block_fk" FOREIGN KEY ("training_program_block_id") REFERENCES "training_program_blocks"("id") ON DELETE SET NULL,
	CONSTRAINT "coach_feedback_text_check" CHECK (char_length("text") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE INDEX "coach_feedback_player_idx" ON "coach_feedback" ("player_id", "created_at");
--> statement-breakpoint
ALTER TABLE "player_training_session_completions" ADD COLUMN "note_shared" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The coach's list counts sessions per program and in the last 7 days: one index range per program.
CREATE INDEX "player_training_session_completions_program_time_idx" ON "player_training_session_completions" ("player_training_program_id", "completed_at");
