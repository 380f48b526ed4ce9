-- The coach's week (issue 29 part A): assignments of a session or a challenge to players, and the
-- team board's opt-in.
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manager_id" uuid NOT NULL,
	"training_session_id" uuid,
	"challenge_id" uuid,
	"due_date" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_manager_fk" FOREIGN KEY ("manager_id") REFERENCES "managers"("id") ON DELETE CASCADE,
	CONSTRAINT "assignments_session_fk" FOREIGN KEY ("training_session_id") REFERENCES "training_sessions"("id") ON DELETE CASCADE,
	CONSTRAINT "assignments_challenge_fk" FOREIGN KEY ("challenge_id") REFERENCES "challenges"("id") ON DELETE CASCADE,
	CONSTRAINT "assignments_one_target_check" CHECK (("training_session_id" IS NULL) <> ("challenge_id" IS NULL)),
	CONSTRAINT "assignments_note_check" CHECK ("note" IS NULL OR char_length("note") <= 500)
);
--> statement-breakpoint
-- The same thing for the same day is one assignment: a double tap on "Assign" leaves one.
CREATE UNIQUE INDEX "assignments_once_key" ON "assignments" ("manager_id", coalesce("training_session_id", "challenge_id"), "due_date");
--> statement-breakpoint
CREATE TABLE "assignment_players" (
	"assignment_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	CONSTRAINT "assignment_players_pk" PRIMARY KEY ("assignment_id", "player_id"),
	CONSTRAINT "assignment_players_assignment_fk" FOREIGN KEY ("assignment_id") REFERENCES "assignments"("id") ON DELETE CASCADE,
	CONSTRAINT "assignment_players_player_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "assignment_players_player_idx" ON "assignment_players" ("player_id");
--> statement-breakpoint
-- The team board names a player only when they (a guardian, under 16) opted in; off by default.
-- A row: opted in (who chose, when); no row: off.
CREATE TABLE "leaderboard_opt_ins" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"chosen_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_opt_ins_player_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE,
	CONSTRAINT "leaderboard_opt_ins_chosen_by_fk" FOREIGN KEY ("chosen_by") REFERENCES "users"("id") ON DELETE SET NULL
);
