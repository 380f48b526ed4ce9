-- Versioned fees (issue 32, api-contract.md "The academy console, round 2"): a fee change applies at once
-- to new subscriptions and to a running one only from its first renewal at least 30 days after the notice
-- mail. One row per subscription and plan holds the fee it pays now and the coming one with its date.
CREATE TABLE "subscription_fee_changes" (
	"subscription_id" uuid NOT NULL REFERENCES "player_training_program_subscriptions"("id") ON DELETE CASCADE,
	"type" text NOT NULL CHECK ("type" IN ('MONTHLY', 'YEARLY')),
	"region" text NOT NULL CHECK ("region" IN ('DEFAULT', 'AFRICA')),
	"current_amount" integer NOT NULL,
	"current_currency" text NOT NULL,
	"current_label" text,
	"next_amount" integer NOT NULL,
	"next_currency" text NOT NULL,
	"next_label" text,
	"noticed_at" timestamp with time zone NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	-- The provider was given the new price for the renewal at effective_from.
	"pushed_at" timestamp with time zone,
	-- The change took effect: the subscription pays the program's fee again.
	"applied_at" timestamp with time zone,
	PRIMARY KEY ("subscription_id", "type")
);
--> statement-breakpoint
CREATE INDEX "subscription_fee_changes_pending_idx" ON "subscription_fee_changes" ("effective_from") WHERE "applied_at" IS NULL;
