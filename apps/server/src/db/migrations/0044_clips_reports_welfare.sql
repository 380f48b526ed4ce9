-- Reports and the welfare queue (docs/clips.md): a user reports a clip, a clip comment or a coach's
-- feedback once; an admin hides, restores or dismisses it with a note (audited). Exactly one target
-- column is set; a report goes with its content (and with the reporter's account).
ALTER TABLE coach_feedback ADD COLUMN hidden_at timestamptz;
--> statement-breakpoint
CREATE TABLE content_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  clip_id uuid REFERENCES clips(id) ON DELETE CASCADE,
  comment_id uuid REFERENCES clip_comments(id) ON DELETE CASCADE,
  feedback_id uuid REFERENCES coach_feedback(id) ON DELETE CASCADE,
  reason text NOT NULL
    CONSTRAINT content_reports_reason_check CHECK (reason IN ('INAPPROPRIATE', 'BULLYING', 'PRIVACY', 'OTHER')),
  note text,
  status text NOT NULL DEFAULT 'OPEN'
    CONSTRAINT content_reports_status_check CHECK (status IN ('OPEN', 'HIDDEN', 'RESTORED', 'DISMISSED')),
  resolved_by uuid REFERENCES users(id) ON DELETE SET NULL,
  resolved_at timestamptz,
  resolution_note text,
  created_at timestamptz NOT NULL,
  CONSTRAINT content_reports_target_check CHECK (num_nonnulls(clip_id, comment_id, feedback_id) = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX content_reports_clip_uq ON content_reports (user_id, clip_id) WHERE clip_id IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX content_reports_comment_uq ON content_reports (user_id, comment_id) WHERE comment_id IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX content_reports_feedback_uq ON content_reports (user_id, feedback_id) WHERE feedback_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX content_reports_status_idx ON content_reports (status, created_at);
