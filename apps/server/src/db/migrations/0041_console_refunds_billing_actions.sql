-- Customer care from the console's user page (issue 32 point 4, api-contract.md "The academy console,
-- round 2"): refunds of a payment, whole or part, through the provider, and billing actions.
-- A refund is reserved (PENDING) under the payment's row lock before the provider is asked, so a double
-- click or two processes never refund more than was paid; the provider's refund id makes it one row
-- whichever path (the admin call, the provider's event) records it first.
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL REFERENCES "payments"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"provider" text NOT NULL CHECK ("provider" IN ('sandbox', 'stripe')),
	"provider_refund_id" text,
	"amount" integer NOT NULL CHECK ("amount" > 0),
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL DEFAULT 'PENDING' CHECK ("status" IN ('PENDING', 'SUCCEEDED', 'FAILED')),
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_provider_refund_unique" ON "payment_refunds" ("provider", "provider_refund_id");
--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" ("payment_id");
--> statement-breakpoint
CREATE INDEX "payment_refunds_user_idx" ON "payment_refunds" ("user_id");
--> statement-breakpoint
-- Billing paused from the console (PAUSE / RESUME), apart from the pause of a disabled account.
ALTER TABLE "player_training_program_subscriptions" ADD COLUMN "billing_paused_at" timestamp with time zone;
