-- A receipt names the card it was paid with (brand and last four digits), as it was when charged.
ALTER TABLE "payments" ADD COLUMN "card_brand" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_last4" text;
