-- Trust, round 3: the fee follows the card. A subscription's price region is fixed at its first
-- payment step from the card's issuing country (NULL until then: the profile's region is offered).
ALTER TABLE "player_training_program_subscriptions" ADD COLUMN IF NOT EXISTS "price_region" text;
--> statement-breakpoint
-- The region a checkout offered (what the page shows and charges until the card says otherwise).
ALTER TABLE "checkout_sessions" ADD COLUMN IF NOT EXISTS "price_region" text;
--> statement-breakpoint
-- The saved card's issuing country (ISO 3166-1 alpha-2), as the provider reports it.
ALTER TABLE "payment_methods" ADD COLUMN IF NOT EXISTS "country" text;
--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN IF NOT EXISTS "card_country" text;
--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN IF NOT EXISTS "price_region" text;
--> statement-breakpoint
-- Subscriptions billed before this release keep the region they were charged at (their amount).
UPDATE "player_training_program_subscriptions" AS s SET "price_region" = CASE
	WHEN EXISTS (
		SELECT 1 FROM "payments" p WHERE p."subscription_id" = s."id" AND p."amount" IN (900, 9900)
			AND p."currency" = 'SEK' AND p."label" IN ('1 $', '10 $')
	) THEN 'AFRICA' ELSE 'DEFAULT' END
WHERE s."billing_enabled" AND s."price_region" IS NULL;
