-- Programs edited in the academy console: ARCHIVED (replaced by a newer PUBLIC one), and the time
-- of the last console edit (the start-up seed leaves such programs alone).
ALTER TABLE "training_programs" DROP CONSTRAINT "training_programs_status_check";
--> statement-breakpoint
ALTER TABLE "training_programs" ADD CONSTRAINT "training_programs_status_check" CHECK ("status" IN ('PUBLIC', 'DRAFT', 'ARCHIVED'));
--> statement-breakpoint
ALTER TABLE "training_programs" ADD COLUMN "edited_at" timestamp with time zone;
