-- Users' IANA time zone (Europe/Stockholm): days, weeks (from Monday), streaks and birthdays are
-- counted in it. Null until the browser tells it (at sign-up, or at the first signed-in load).
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "time_zone" text;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_time_zone_length" CHECK ("time_zone" IS NULL OR length("time_zone") BETWEEN 1 AND 64);
