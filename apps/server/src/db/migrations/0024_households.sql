-- Households: a home of guardians, children without e-mail, one payer per child, a consent ledger,
-- link requests against duplicate children, invitations of co-guardians.

-- A child added by a guardian has no e-mail (the empty string) and signs in, once given a login,
-- with a username and a six-digit PIN. Real addresses stay unique; usernames are unique too.
DROP INDEX IF EXISTS "users_email_lower_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" (lower("email")) WHERE "email" <> '';
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" (lower("username")) WHERE "username" IS NOT NULL;
--> statement-breakpoint
-- True while a household manages the account (a child): its token is limited to the child's calls.
-- Cleared when the child takes the account over (from 16).
ALTER TABLE "users" ADD COLUMN "household_managed" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_child_email_check"
	CHECK ("email" <> '' OR "household_managed");
--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The adults of one home; an adult belongs to one home.
CREATE TABLE "household_members" (
	"household_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_members_pk" PRIMARY KEY ("household_id", "user_id"),
	CONSTRAINT "household_members_user_unique" UNIQUE ("user_id"),
	CONSTRAINT "household_members_household_fk" FOREIGN KEY ("household_id") REFERENCES "households"("id") ON DELETE CASCADE,
	CONSTRAINT "household_members_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
);
--> statement-breakpoint
-- A child lives in one or more homes (separated parents: two); every adult of those homes guards the child.
CREATE TABLE "household_children" (
	"household_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_children_pk" PRIMARY KEY ("household_id", "player_id"),
	CONSTRAINT "household_children_household_fk" FOREIGN KEY ("household_id") REFERENCES "households"("id") ON DELETE CASCADE,
	CONSTRAINT "household_children_player_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "household_children_player_idx" ON "household_children" ("player_id");
--> statement-breakpoint
-- Exactly one payer per child (the primary key), one of the child's guardians.
CREATE TABLE "child_payers" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_payers_player_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE,
	CONSTRAINT "child_payers_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "child_payers_user_idx" ON "child_payers" ("user_id");
--> statement-breakpoint
-- The consent ledger: a row per act, never edited but for its revocation. `granted_by` is kept
-- without the person once that account is deleted (the record of consent stays with the child).
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"scopes" text[] NOT NULL,
	"method" text NOT NULL,
	"policy_version" text NOT NULL,
	"granted_by" uuid,
	"ip" text,
	"user_agent" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	CONSTRAINT "consents_player_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE,
	CONSTRAINT "consents_granted_by_fk" FOREIGN KEY ("granted_by") REFERENCES "users"("id") ON DELETE SET NULL,
	CONSTRAINT "consents_revoked_by_fk" FOREIGN KEY ("revoked_by") REFERENCES "users"("id") ON DELETE SET NULL,
	CONSTRAINT "consents_scopes_check" CHECK (
		cardinality("scopes") >= 1
		AND "scopes" <@ ARRAY['PROFILE', 'TRAINING', 'COACH', 'VIDEO', 'NOTIFICATIONS']::text[]
	),
	CONSTRAINT "consents_method_check" CHECK ("method" IN ('CHILD_ADDED', 'IN_APP', 'EMAIL_LINK'))
);
--> statement-breakpoint
CREATE INDEX "consents_player_idx" ON "consents" ("player_id", "granted_at");
--> statement-breakpoint
-- A guardian of another household asks to guard a child who already has an account.
CREATE TABLE "household_link_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "household_link_requests_player_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE,
	CONSTRAINT "household_link_requests_requester_fk" FOREIGN KEY ("requested_by") REFERENCES "users"("id") ON DELETE CASCADE,
	CONSTRAINT "household_link_requests_decider_fk" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE SET NULL,
	CONSTRAINT "household_link_requests_status_check" CHECK ("status" IN ('PENDING', 'APPROVED', 'DECLINED'))
);
--> statement-breakpoint
-- One open request per child and asker (a repeated add answers the same request).
CREATE UNIQUE INDEX "household_link_requests_open_key" ON "household_link_requests" ("player_id", "requested_by")
	WHERE "status" = 'PENDING';
--> statement-breakpoint
CREATE TABLE "household_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_invitations_token_unique" UNIQUE ("token_hash"),
	CONSTRAINT "household_invitations_household_fk" FOREIGN KEY ("household_id") REFERENCES "households"("id") ON DELETE CASCADE,
	CONSTRAINT "household_invitations_inviter_fk" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE SET NULL,
	CONSTRAINT "household_invitations_accepter_fk" FOREIGN KEY ("accepted_by") REFERENCES "users"("id") ON DELETE SET NULL
);
--> statement-breakpoint
-- A handover of a child's account (from 16): the link to set a password and e-mail.
CREATE TABLE "child_handovers" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"requested_by" uuid,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_handovers_token_unique" UNIQUE ("token_hash"),
	CONSTRAINT "child_handovers_player_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE,
	CONSTRAINT "child_handovers_requester_fk" FOREIGN KEY ("requested_by") REFERENCES "users"("id") ON DELETE SET NULL
);
