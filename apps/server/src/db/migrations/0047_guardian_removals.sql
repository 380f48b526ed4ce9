-- Growing up (households): from 18 a player may remove a guardian. The row ends that guardian's
-- standing for this player (the access policy, the lists and the mails skip it).
CREATE TABLE IF NOT EXISTS "guardian_removals" (
	"player_id" uuid NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_removals_pk" PRIMARY KEY ("player_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "guardian_removals_user_idx" ON "guardian_removals" USING btree ("user_id");
