-- A sign-in's refresh tokens stop working 90 days after the sign-in, however often they are
-- exchanged (they used to slide forever). Every pair of a family carries the family's end.
ALTER TABLE "oauth_tokens" ADD COLUMN IF NOT EXISTS "family_expires_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "oauth_tokens" AS t SET "family_expires_at" = f."started" + interval '90 days'
FROM (SELECT "family_id", min("created_at") AS "started" FROM "oauth_tokens" GROUP BY "family_id") AS f
WHERE f."family_id" = t."family_id" AND t."family_expires_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "oauth_tokens" ALTER COLUMN "family_expires_at" SET NOT NULL;
