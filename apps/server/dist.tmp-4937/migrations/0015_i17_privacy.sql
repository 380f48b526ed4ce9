-- Issue 17: children's privacy. Guardian approval for players under 16, the deletion claim and
-- the inactivity warning of the retention job, payments kept without the person.

ALTER TABLE "players" ADD COLUMN "guardian_approval" text DEFAULT 'NOT_NEEDED' NOT NULL;
--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_guardian_approval_check"
	CHECK ("guardian_approval" IN ('NOT_NEEDED', 'PENDING', 'APPROVED'));
--> statement-breakpoint
-- One request per player: a resend replaces the token (the old link dies). Only the token's SHA-256
-- is kept; approving or declining clears it, so a link works once. The approval itself stays as the
-- record of consent (time, guardian e-mail, policy version, address).
CREATE TABLE "guardian_approvals" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"guardian_email" text NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"sent_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_ip" text,
	"policy_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_approvals_player_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE,
	CONSTRAINT "guardian_approvals_token_unique" UNIQUE ("token_hash")
);
--> statement-breakpoint
-- A deletion in progress (several processes, double taps: one claims it) and the retention job's
-- inactivity warning (sent once per period of inactivity).
ALTER TABLE "users" ADD COLUMN "deletion_started_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "inactivity_warned_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "oauth_tokens_user_created_idx" ON "oauth_tokens" ("user_id", "created_at");
--> statement-breakpoint
CREATE INDEX "users_status_created_idx" ON "users" ("status", "created_at");
--> statement-breakpoint
-- Payments are bookkeeping the law keeps: a deleted account leaves them without the person. The
-- table comes with the billing work (issue 12); on a database without it this does nothing.
DO $$
BEGIN
	IF to_regclass('payments') IS NOT NULL THEN
		ALTER TABLE "payments" ALTER COLUMN "user_id" DROP NOT NULL;
		ALTER TABLE "payments" ALTER COLUMN "subscription_id" DROP NOT NULL;
		ALTER TABLE "payments" DROP CONSTRAINT IF EXISTS "payments_user_fk";
		ALTER TABLE "payments" DROP CONSTRAINT IF EXISTS "payments_subscription_fk";
		ALTER TABLE "payments" ADD CONSTRAINT "payments_user_fk" FOREIGN KEY ("user_id")
			REFERENCES "users"("id") ON DELETE SET NULL;
		ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_fk" FOREIGN KEY ("subscription_id")
			REFERENCES "player_training_program_subscriptions"("id") ON DELETE SET NULL;
	END IF;
END $$;
