-- Issue 13 (payments safety): one payable checkout per subscription, enforced by the database too.
-- A checkout keeps the provider's URL, so a second tap (or a second tab) gets the same page back.

ALTER TABLE "checkout_sessions" ADD COLUMN "url" text;
--> statement-breakpoint
-- Older duplicates (none are expected: the code always expired the older one) stop being payable.
UPDATE "checkout_sessions" AS c SET "status" = 'EXPIRED'
WHERE c."status" = 'OPEN' AND EXISTS (
	SELECT 1 FROM "checkout_sessions" AS newer
	WHERE newer."subscription_id" = c."subscription_id" AND newer."status" = 'OPEN'
		AND (newer."created_at", newer."id") > (c."created_at", c."id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_one_open_idx" ON "checkout_sessions" ("subscription_id")
	WHERE "status" = 'OPEN';
--> statement-breakpoint
-- The sandbox keeps what Stripe would: at most one running provider subscription per subscription,
-- so a second payment for one subscription cannot be recorded even if two requests got past the
-- application's checks.
UPDATE "sandbox_subscriptions" AS s SET "status" = 'canceled', "ended_at" = now()
WHERE s."status" <> 'canceled' AND EXISTS (
	SELECT 1 FROM "sandbox_subscriptions" AS newer
	WHERE newer."subscription_id" = s."subscription_id" AND newer."status" <> 'canceled'
		AND (newer."created_at", newer."id") > (s."created_at", s."id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_subscriptions_one_live_idx" ON "sandbox_subscriptions" ("subscription_id")
	WHERE "status" <> 'canceled';
