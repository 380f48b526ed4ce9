-- Account security (issue 13): attempt counters that hold under concurrency, password-reset codes,
-- two-factor recovery codes.
-- One row per throttled key (a hash: no e-mail or address is kept in clear). The count goes up in one
-- INSERT … ON CONFLICT DO UPDATE … RETURNING before the guess is checked, so parallel tries can never
-- pass the limit; the window starts with the first try.
CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attempt_counters_count_check" CHECK ("count" >= 0)
);
--> statement-breakpoint
CREATE INDEX "attempt_counters_window_idx" ON "attempt_counters" USING btree ("window_ends_at");
--> statement-breakpoint
ALTER TABLE "verifications" DROP CONSTRAINT "verifications_type_check";
--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_type_check"
	CHECK ("type" IN ('ACCOUNT_VERIFICATION', 'CHANGE_USER_ACCOUNT_USERNAME', 'PASSWORD_RESET'));
--> statement-breakpoint
-- Ten per user once two-factor is confirmed; only the SHA-256 of each (they are 50-bit random).
CREATE TABLE "recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_user_hash_key" ON "recovery_codes" USING btree ("user_id", "code_hash");
--> statement-breakpoint
-- "Has this account signed in from this address before?" (the owner is not locked out by strangers).
CREATE INDEX "login_attempts_user_ip_success_idx" ON "login_attempts" USING btree ("user_id", "ip")
	WHERE "outcome" = 'SUCCESS';
