-- Show your coach (docs/clips.md): a player's clip of a drill, uploaded with tus, transcoded once by
-- a claimed job, reviewed by a coach with comments at a moment and a verdict; deleted 90 days after upload.
CREATE TABLE clips (
  id uuid PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  uploaded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  session_id uuid,
  challenge_id uuid,
  status text NOT NULL DEFAULT 'UPLOADING'
    CONSTRAINT clips_status_check CHECK (status IN ('UPLOADING', 'PROCESSING', 'READY', 'REJECTED')),
  reject_reason text,
  size_bytes bigint NOT NULL,
  duration_seconds double precision,
  verdict text CONSTRAINT clips_verdict_check CHECK (verdict IN ('APPROVED', 'TRY_AGAIN')),
  verdict_by uuid REFERENCES users(id) ON DELETE SET NULL,
  verdict_at timestamptz,
  claimed_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  hidden_at timestamptz,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CONSTRAINT clips_target_check CHECK ((session_id IS NULL) <> (challenge_id IS NULL))
);
--> statement-breakpoint
CREATE INDEX clips_player_idx ON clips (player_id, created_at);
--> statement-breakpoint
CREATE INDEX clips_status_idx ON clips (status, claimed_at);
--> statement-breakpoint
CREATE INDEX clips_expires_idx ON clips (expires_at);
--> statement-breakpoint
CREATE TABLE clip_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  clip_id uuid NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
  author_id uuid REFERENCES users(id) ON DELETE SET NULL,
  author_name text NOT NULL,
  at_seconds double precision NOT NULL CONSTRAINT clip_comments_at_check CHECK (at_seconds >= 0),
  text text NOT NULL,
  hidden_at timestamptz,
  created_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX clip_comments_clip_idx ON clip_comments (clip_id, at_seconds);
