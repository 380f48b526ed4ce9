-- Issue 12: fees per price region, the subscription's payment status, payments (receipts), and
-- the sandbox's failing test card.

ALTER TABLE "fees" ADD COLUMN "region" text DEFAULT 'DEFAULT' NOT NULL;
--> statement-breakpoint
ALTER TABLE "fees" ADD COLUMN "label" text;
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "price_label" text;
--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_region_check" CHECK ("region" IN ('DEFAULT', 'AFRICA'));
--> statement-breakpoint
ALTER TABLE "fees" DROP CONSTRAINT "fees_program_type_unique";
--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_program_region_type_unique" UNIQUE ("training_program_id", "region", "type");
--> statement-breakpoint

ALTER TABLE "player_training_program_subscriptions" ADD COLUMN "payment_status" text DEFAULT 'NONE' NOT NULL;
--> statement-breakpoint
ALTER TABLE "player_training_program_subscriptions" ADD COLUMN "past_due_since" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "player_training_program_subscriptions" ADD CONSTRAINT "pt_subscriptions_payment_status_check"
	CHECK ("payment_status" IN ('NONE', 'TRIAL', 'PAID', 'PAST_DUE', 'UNPAID'));
--> statement-breakpoint
UPDATE "player_training_program_subscriptions"
	SET "payment_status" = CASE
		WHEN NOT "billing_enabled" THEN 'NONE'
		WHEN "trial_ends_at" IS NOT NULL AND "trial_ends_at" > now() THEN 'TRIAL'
		ELSE 'PAID' END;
--> statement-breakpoint
-- The job's scan: PAST_DUE subscriptions whose grace period may have ended.
CREATE INDEX "pt_subscriptions_past_due_idx" ON "player_training_program_subscriptions" ("past_due_since")
	WHERE "status" = 'ACTIVE' AND "payment_status" = 'PAST_DUE';
--> statement-breakpoint

CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"label" text NOT NULL,
	"payment_model" text NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"receipt_token" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_subscription_fk" FOREIGN KEY ("subscription_id") REFERENCES "player_training_program_subscriptions"("id") ON DELETE CASCADE,
	CONSTRAINT "payments_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
	CONSTRAINT "payments_provider_invoice_unique" UNIQUE ("provider", "provider_invoice_id"),
	CONSTRAINT "payments_receipt_token_unique" UNIQUE ("receipt_token"),
	CONSTRAINT "payments_provider_check" CHECK ("provider" IN ('sandbox', 'stripe')),
	CONSTRAINT "payments_amount_check" CHECK ("amount" >= 0),
	CONSTRAINT "payments_payment_model_check" CHECK ("payment_model" IN ('MONTHLY', 'YEARLY'))
);
--> statement-breakpoint
CREATE INDEX "payments_user_paid_idx" ON "payments" ("user_id", "paid_at");
--> statement-breakpoint
CREATE INDEX "payments_subscription_idx" ON "payments" ("subscription_id");
--> statement-breakpoint

-- Card 4000 0000 0000 0341 attaches and then fails every charge; past_due/unpaid as Stripe's.
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "card_fails" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "latest_invoice_id" text;
--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" DROP CONSTRAINT "sandbox_subscriptions_status_check";
--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD CONSTRAINT "sandbox_subscriptions_status_check"
	CHECK ("status" IN ('trialing', 'active', 'past_due', 'unpaid', 'canceled'));
--> statement-breakpoint

-- The sandbox's card-update page (what Stripe's customer portal is for Stripe).
CREATE TABLE "sandbox_portal_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"language" text NOT NULL,
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_portal_sessions_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
);
