-- Skill challenges (docs/challenges.md): the challenges of the content with their bronze, silver and
-- gold marks by age group, the challenge that closes each phase, and players' results.
CREATE TABLE challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  content_key text NOT NULL UNIQUE,
  titles jsonb NOT NULL,
  descriptions jsonb NOT NULL,
  steps jsonb NOT NULL,
  unit text NOT NULL CONSTRAINT challenges_unit_check CHECK (unit IN ('COUNT', 'SECONDS')),
  better text NOT NULL CONSTRAINT challenges_better_check CHECK (better IN ('HIGHER', 'LOWER')),
  time_limit_seconds integer,
  max_value double precision NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz
);
--> statement-breakpoint

CREATE TABLE challenge_thresholds (
  challenge_id uuid NOT NULL REFERENCES challenges(id) ON DELETE CASCADE,
  age_group_id text NOT NULL REFERENCES age_groups(id),
  bronze double precision NOT NULL,
  silver double precision NOT NULL,
  gold double precision NOT NULL,
  PRIMARY KEY (challenge_id, age_group_id),
  CONSTRAINT challenge_thresholds_order_check CHECK (
    (bronze < silver AND silver < gold) OR (bronze > silver AND silver > gold)
  )
);
--> statement-breakpoint
CREATE INDEX challenge_thresholds_age_group_idx ON challenge_thresholds (age_group_id);
--> statement-breakpoint

CREATE TABLE challenge_results (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  challenge_id uuid NOT NULL REFERENCES challenges(id) ON DELETE CASCADE,
  age_group_id text NOT NULL REFERENCES age_groups(id),
  value double precision NOT NULL CONSTRAINT challenge_results_value_check CHECK (value >= 0),
  tier text NOT NULL CHECK (tier IN ('NONE', 'BRONZE', 'SILVER', 'GOLD')),
  personal_best boolean NOT NULL,
  clip_id uuid,
  recorded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  verified_at timestamptz,
  verified_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX challenge_results_player_idx ON challenge_results (player_id, created_at);
--> statement-breakpoint
CREATE INDEX challenge_results_challenge_idx ON challenge_results (challenge_id);
--> statement-breakpoint

ALTER TABLE training_program_blocks
  ADD COLUMN challenge_id uuid REFERENCES challenges(id) ON DELETE SET NULL;
