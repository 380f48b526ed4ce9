-- Issue 18: start-up re-seeded every training program and session at each start (seconds on a busy
-- machine). The seed now records a hash of the content it wrote; a start whose content hashes the
-- same (and whose seeded rows are all there) skips the seed (db/seed.ts: seedBaseContentIfChanged).
CREATE TABLE content_seed_state (
  unit text PRIMARY KEY,
  content_hash text NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
