-- Issue 32, points 5 to 7. A new admin sets their own password through a mailed link: only the
-- link's SHA-256 is kept, it expires and works once (used_at).
CREATE TABLE "admin_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_invitations_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
	CONSTRAINT "admin_invitations_token_unique" UNIQUE ("token_hash")
);
--> statement-breakpoint
CREATE INDEX "admin_invitations_user_idx" ON "admin_invitations" ("user_id");
--> statement-breakpoint
-- The readable audit log filters by actor, target and action, newest first.
CREATE INDEX "audit_events_actor_idx" ON "audit_events" ("actor_id", "at" DESC);
--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" ("action", "at" DESC);
--> statement-breakpoint
CREATE INDEX "audit_events_target_id_idx" ON "audit_events" ("target_id", "at" DESC);
--> statement-breakpoint
-- The support inbox as a team tool: a message is assigned to an admin and carries internal notes
-- (never mailed, never shown to the sender).
ALTER TABLE "support_messages" ADD COLUMN "assignee_id" uuid;
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_assignee_fk" FOREIGN KEY ("assignee_id") REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "support_messages_assignee_idx" ON "support_messages" ("assignee_id", "status", "created_at");
--> statement-breakpoint
CREATE TABLE "support_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"support_message_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_notes_message_fk" FOREIGN KEY ("support_message_id") REFERENCES "support_messages"("id") ON DELETE CASCADE,
	CONSTRAINT "support_notes_author_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL,
	CONSTRAINT "support_notes_text_check" CHECK (char_length("text") BETWEEN 1 AND 5000)
);
--> statement-breakpoint
CREATE INDEX "support_notes_message_idx" ON "support_notes" ("support_message_id", "created_at");
