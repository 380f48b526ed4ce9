-- Accounts: TOTP replay guard, sign-in audit look-ups, verification look-ups.
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("status" IN ('NON_VERIFIED', 'ACTIVE', 'DISABLED'));
--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_type_check" CHECK ("type" IN ('ACCOUNT_VERIFICATION', 'CHANGE_USER_ACCOUNT_USERNAME'));
--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_attempts_check" CHECK ("failed_attempts" >= 0);
--> statement-breakpoint
CREATE INDEX "login_attempts_username_idx" ON "login_attempts" USING btree ("username", "created_at");
--> statement-breakpoint
CREATE INDEX "login_attempts_user_idx" ON "login_attempts" USING btree ("user_id");
