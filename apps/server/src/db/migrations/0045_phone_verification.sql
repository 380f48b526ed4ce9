-- Phone numbers are verified by a six-digit text-message code (issue 26, point 7) before they become a
-- sign-in name. No number was ever verified before this: every stored one starts unverified (its owner
-- signs in by e-mail and verifies it on /account), so a number someone took first blocks nobody.
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;
--> statement-breakpoint
DROP INDEX IF EXISTS "users_phone_e164_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_e164_verified_key" ON "users" USING btree ("phone_e164") WHERE "phone_verified_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "users_phone_e164_idx" ON "users" USING btree ("phone_e164");
--> statement-breakpoint
ALTER TABLE "verifications" DROP CONSTRAINT "verifications_type_check";
--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_type_check"
	CHECK ("type" IN ('ACCOUNT_VERIFICATION', 'CHANGE_USER_ACCOUNT_USERNAME', 'PASSWORD_RESET', 'PHONE_VERIFICATION'));
