-- Publishing with care (issue 32): every publish keeps a version row naming the program it replaced and
-- a snapshot of that program as it was then (titles, fees, phases and their sessions), so the console can
-- restore the previous published version (only while it is still the same as the snapshot).
CREATE TABLE "training_program_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL REFERENCES "training_programs"("id") ON DELETE CASCADE,
	"age_group_id" text NOT NULL REFERENCES "age_groups"("id"),
	"replaced_program_id" uuid REFERENCES "training_programs"("id") ON DELETE CASCADE,
	"replaced_snapshot" jsonb,
	"published_at" timestamp with time zone NOT NULL,
	"restored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "training_program_versions_program_idx" ON "training_program_versions" ("program_id", "published_at");
