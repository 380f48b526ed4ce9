-- Team trainings (docs/team-events.md): a coach's trainings (one-off or a weekly series), each
-- player's answer and register mark (attending by default: no row means ATTENDING, no mark), and the
-- private calendar feeds of players and coaches (the token kept only as a hash).
CREATE TABLE team_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  manager_id uuid NOT NULL REFERENCES managers(id) ON DELETE CASCADE,
  series_id uuid,
  title text NOT NULL CONSTRAINT team_events_title_check CHECK (char_length(title) BETWEEN 1 AND 80),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  place text CONSTRAINT team_events_place_check CHECK (char_length(place) <= 120),
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT team_events_order_check CHECK (ends_at > starts_at)
);
--> statement-breakpoint
CREATE INDEX team_events_manager_idx ON team_events (manager_id, starts_at);
--> statement-breakpoint
CREATE INDEX team_events_series_idx ON team_events (series_id);
--> statement-breakpoint

CREATE TABLE team_event_answers (
  event_id uuid NOT NULL REFERENCES team_events(id) ON DELETE CASCADE,
  player_id uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  rsvp text NOT NULL DEFAULT 'ATTENDING'
    CONSTRAINT team_event_answers_rsvp_check CHECK (rsvp IN ('ATTENDING', 'NOT_ATTENDING')),
  reason text CONSTRAINT team_event_answers_reason_check CHECK (char_length(reason) <= 200),
  answered_by uuid REFERENCES users(id) ON DELETE SET NULL,
  attendance text
    CONSTRAINT team_event_answers_attendance_check CHECK (attendance IN ('PRESENT', 'EXCUSED', 'ABSENT')),
  marked_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, player_id)
);
--> statement-breakpoint
CREATE INDEX team_event_answers_player_idx ON team_event_answers (player_id);
--> statement-breakpoint

CREATE TABLE calendar_feeds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid REFERENCES players(id) ON DELETE CASCADE,
  manager_id uuid REFERENCES managers(id) ON DELETE CASCADE,
  nonce text NOT NULL,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT calendar_feeds_player_id_unique UNIQUE (player_id),
  CONSTRAINT calendar_feeds_manager_id_unique UNIQUE (manager_id),
  CONSTRAINT calendar_feeds_token_hash_unique UNIQUE (token_hash),
  CONSTRAINT calendar_feeds_owner_check CHECK ((player_id IS NULL) <> (manager_id IS NULL))
);
