-- Training programs, phases and fees (seeded from db/content/programs.ts by content_key).
CREATE TABLE "training_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_key" text NOT NULL,
	"age_group_id" text NOT NULL,
	"status" text DEFAULT 'PUBLIC' NOT NULL,
	"titles" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_programs_content_key_unique" UNIQUE("content_key"),
	CONSTRAINT "training_programs_age_group_id_fk" FOREIGN KEY ("age_group_id") REFERENCES "age_groups"("id"),
	CONSTRAINT "training_programs_status_check" CHECK ("status" IN ('PUBLIC', 'DRAFT')),
	CONSTRAINT "training_programs_titles_check" CHECK (jsonb_typeof("titles") = 'object' AND "titles" ? 'en')
);
--> statement-breakpoint
-- One PUBLIC program per age group: the age-group lookup answers one program.
CREATE UNIQUE INDEX "training_programs_public_age_group_key" ON "training_programs" ("age_group_id") WHERE "status" = 'PUBLIC';
--> statement-breakpoint
CREATE INDEX "training_programs_status_age_group_idx" ON "training_programs" ("status", "age_group_id");
--> statement-breakpoint
CREATE TABLE "training_program_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_key" text NOT NULL,
	"training_program_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "training_program_blocks_content_key_unique" UNIQUE("content_key"),
	CONSTRAINT "training_program_blocks_program_fk" FOREIGN KEY ("training_program_id") REFERENCES "training_programs"("id") ON DELETE CASCADE,
	CONSTRAINT "training_program_blocks_position_check" CHECK ("position" > 0),
	CONSTRAINT "training_program_blocks_program_position_unique" UNIQUE ("training_program_id", "position") DEFERRABLE INITIALLY DEFERRED
);
--> statement-breakpoint
CREATE TABLE "fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"training_program_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "fees_program_fk" FOREIGN KEY ("training_program_id") REFERENCES "training_programs"("id") ON DELETE CASCADE,
	CONSTRAINT "fees_program_type_unique" UNIQUE ("training_program_id", "type"),
	CONSTRAINT "fees_type_check" CHECK ("type" IN ('MONTHLY', 'YEARLY')),
	CONSTRAINT "fees_amount_check" CHECK ("amount" >= 0),
	CONSTRAINT "fees_currency_check" CHECK ("currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
-- A player's own copy of a program (one per player and program, kept across re-subscriptions).
CREATE TABLE "player_training_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"training_program_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_training_programs_player_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE,
	CONSTRAINT "player_training_programs_program_fk" FOREIGN KEY ("training_program_id") REFERENCES "training_programs"("id"),
	CONSTRAINT "player_training_programs_player_program_unique" UNIQUE ("player_id", "training_program_id")
);
--> statement-breakpoint
CREATE INDEX "player_training_programs_program_idx" ON "player_training_programs" ("training_program_id");
--> statement-breakpoint
CREATE TABLE "player_training_program_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_training_program_id" uuid NOT NULL,
	"training_program_block_id" uuid NOT NULL,
	"status" text DEFAULT 'INACTIVE' NOT NULL,
	"start_date" timestamp with time zone,
	CONSTRAINT "player_training_program_blocks_program_fk" FOREIGN KEY ("player_training_program_id") REFERENCES "player_training_programs"("id") ON DELETE CASCADE,
	CONSTRAINT "player_training_program_blocks_block_fk" FOREIGN KEY ("training_program_block_id") REFERENCES "training_program_blocks"("id"),
	CONSTRAINT "player_training_program_blocks_unique" UNIQUE ("player_training_program_id", "training_program_block_id"),
	CONSTRAINT "player_training_program_blocks_status_check" CHECK ("status" IN ('COMPLETE', 'ACTIVE', 'INACTIVE'))
);
--> statement-breakpoint
CREATE INDEX "player_training_program_blocks_block_idx" ON "player_training_program_blocks" ("training_program_block_id");
--> statement-breakpoint
CREATE TABLE "player_training_program_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"training_program_id" uuid NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"available_till" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"billing_enabled" boolean DEFAULT false NOT NULL,
	"yearly_paid_off" boolean DEFAULT false NOT NULL,
	"payment_model" text,
	"trial_ends_at" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"coupon" text,
	"payment_provider" text,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"player_training_program_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pt_subscriptions_player_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE,
	CONSTRAINT "pt_subscriptions_program_fk" FOREIGN KEY ("training_program_id") REFERENCES "training_programs"("id"),
	CONSTRAINT "pt_subscriptions_player_program_fk" FOREIGN KEY ("player_training_program_id") REFERENCES "player_training_programs"("id") ON DELETE SET NULL,
	CONSTRAINT "pt_subscriptions_status_check" CHECK ("status" IN ('ACTIVE', 'ENDED')),
	CONSTRAINT "pt_subscriptions_payment_model_check" CHECK ("payment_model" IS NULL OR "payment_model" IN ('MONTHLY', 'YEARLY')),
	CONSTRAINT "pt_subscriptions_provider_check" CHECK ("payment_provider" IS NULL OR "payment_provider" IN ('sandbox', 'stripe'))
);
--> statement-breakpoint
-- The database allows one ACTIVE subscription per player: concurrent creates cannot make two.
CREATE UNIQUE INDEX "pt_subscriptions_one_active_per_player" ON "player_training_program_subscriptions" ("player_id") WHERE "status" = 'ACTIVE';
--> statement-breakpoint
-- The free first month is given once per player, never again.
CREATE UNIQUE INDEX "pt_subscriptions_one_trial_per_player" ON "player_training_program_subscriptions" ("player_id") WHERE "trial_ends_at" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "pt_subscriptions_provider_subscription_key" ON "player_training_program_subscriptions" ("payment_provider", "provider_subscription_id") WHERE "provider_subscription_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "pt_subscriptions_player_start_idx" ON "player_training_program_subscriptions" ("player_id", "start_date");
--> statement-breakpoint
CREATE INDEX "pt_subscriptions_program_idx" ON "player_training_program_subscriptions" ("training_program_id");
--> statement-breakpoint
CREATE INDEX "pt_subscriptions_player_program_idx" ON "player_training_program_subscriptions" ("player_training_program_id");
--> statement-breakpoint
-- The periodic job: subscriptions whose availableTill passed, and free months about to end.
CREATE INDEX "pt_subscriptions_active_available_till_idx" ON "player_training_program_subscriptions" ("available_till") WHERE "status" = 'ACTIVE' AND "available_till" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "pt_subscriptions_active_trial_idx" ON "player_training_program_subscriptions" ("trial_ends_at") WHERE "status" = 'ACTIVE' AND "billing_enabled" AND "trial_ends_at" IS NOT NULL;
--> statement-breakpoint
-- Mails sent about a subscription, once per kind (reminder bookkeeping).
CREATE TABLE "subscription_reminders" (
	"subscription_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_reminders_pk" PRIMARY KEY ("subscription_id", "kind"),
	CONSTRAINT "subscription_reminders_subscription_fk" FOREIGN KEY ("subscription_id") REFERENCES "player_training_program_subscriptions"("id") ON DELETE CASCADE
);
--> statement-breakpoint
-- One customer per user and provider.
CREATE TABLE "billing_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
	CONSTRAINT "billing_customers_user_provider_unique" UNIQUE ("user_id", "provider"),
	CONSTRAINT "billing_customers_provider_customer_unique" UNIQUE ("provider", "provider_customer_id"),
	CONSTRAINT "billing_customers_provider_check" CHECK ("provider" IN ('sandbox', 'stripe'))
);
--> statement-breakpoint
-- The customer's default card (brand and last four digits only).
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"billing_customer_id" uuid NOT NULL,
	"provider_payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_customer_fk" FOREIGN KEY ("billing_customer_id") REFERENCES "billing_customers"("id") ON DELETE CASCADE,
	CONSTRAINT "payment_methods_customer_unique" UNIQUE ("billing_customer_id"),
	CONSTRAINT "payment_methods_last4_check" CHECK ("last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subscription_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_model" text NOT NULL,
	"language" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"coupon" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"provider_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_sessions_subscription_fk" FOREIGN KEY ("subscription_id") REFERENCES "player_training_program_subscriptions"("id") ON DELETE CASCADE,
	CONSTRAINT "checkout_sessions_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
	CONSTRAINT "checkout_sessions_status_check" CHECK ("status" IN ('OPEN', 'COMPLETE', 'EXPIRED')),
	CONSTRAINT "checkout_sessions_payment_model_check" CHECK ("payment_model" IN ('MONTHLY', 'YEARLY')),
	CONSTRAINT "checkout_sessions_provider_check" CHECK ("provider" IN ('sandbox', 'stripe'))
);
--> statement-breakpoint
CREATE INDEX "checkout_sessions_subscription_idx" ON "checkout_sessions" ("subscription_id");
--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_idx" ON "checkout_sessions" ("user_id");
--> statement-breakpoint
-- The sandbox provider's own side: what Stripe keeps for a subscription.
CREATE TABLE "sandbox_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" uuid NOT NULL,
	"payment_method_id" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"payment_model" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"trial_end" timestamp with time zone,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"latest_invoice_amount_paid" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_subscriptions_status_check" CHECK ("status" IN ('trialing', 'active', 'canceled'))
);
--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_subscription_idx" ON "sandbox_subscriptions" ("subscription_id");
--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_due_idx" ON "sandbox_subscriptions" ("current_period_end") WHERE "status" <> 'canceled';
--> statement-breakpoint
-- Provider events already handled: a repeated event id changes nothing.
CREATE TABLE "processed_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "processed_events_processed_at_idx" ON "processed_events" ("processed_at");
