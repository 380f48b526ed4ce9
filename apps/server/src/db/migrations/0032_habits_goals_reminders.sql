-- Habits (docs/habits.md): weekly goals, freezes, notification settings, web push, reminders sent once.
CREATE TABLE player_weekly_goals (
  player_id uuid PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  sessions_per_week integer NOT NULL CONSTRAINT player_weekly_goals_range CHECK (sessions_per_week BETWEEN 1 AND 7),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE player_freezes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  from_day date NOT NULL,
  until_day date NOT NULL,
  reason text NOT NULL CONSTRAINT player_freezes_reason_check CHECK (reason IN ('INJURY', 'HOLIDAY', 'OTHER')),
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT player_freezes_order_check CHECK (until_day >= from_day)
);
--> statement-breakpoint
CREATE INDEX player_freezes_player_idx ON player_freezes (player_id, until_day);
--> statement-breakpoint
CREATE TABLE notification_settings (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  email_reminders boolean NOT NULL,
  weekly_digest boolean NOT NULL,
  push_enabled boolean NOT NULL,
  quiet_from text NOT NULL,
  quiet_to text NOT NULL,
  guardian_allowed boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
--> statement-breakpoint
CREATE TABLE habit_keys (
  id integer PRIMARY KEY CONSTRAINT habit_keys_one_row CHECK (id = 1),
  vapid_public_key text NOT NULL,
  vapid_private_key text NOT NULL,
  unsubscribe_secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE reminder_sends (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  ref_key text NOT NULL,
  local_day date NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind, ref_key),
  CONSTRAINT reminder_sends_one_a_day UNIQUE (user_id, local_day)
);
--> statement-breakpoint
CREATE TABLE digest_sends (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  week_start date NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, week_start)
);
