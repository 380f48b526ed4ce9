-- A session's own skill challenge (issue 32), chosen in the console's session editor beside the phase's
-- closing one: null for none; a deleted challenge leaves the session without one.
ALTER TABLE "training_sessions" ADD COLUMN "challenge_id" uuid REFERENCES "challenges"("id") ON DELETE SET NULL;
