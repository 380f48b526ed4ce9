-- Safe training content: every session states the headers it asks for (the English FA's youth
-- heading guidance is checked in lib/content-safety.ts), who it is for (everyone, outfield players,
-- or the goalkeeper track), the space it needs, whether it needs a partner and what to do alone.
-- A player (or a guardian) chooses the goalkeeper track; the position does not choose it.
ALTER TABLE training_sessions
  ADD COLUMN headers integer NOT NULL DEFAULT 0,
  ADD COLUMN track text NOT NULL DEFAULT 'ALL',
  ADD COLUMN space text NOT NULL DEFAULT 'GARDEN',
  ADD COLUMN needs_partner boolean NOT NULL DEFAULT false,
  ADD COLUMN solo_alternatives jsonb,
  ADD COLUMN counts jsonb,
  ADD CONSTRAINT training_sessions_headers_check CHECK (headers >= 0 AND headers <= 10),
  ADD CONSTRAINT training_sessions_track_check CHECK (track IN ('ALL', 'OUTFIELD', 'GOALKEEPER')),
  ADD CONSTRAINT training_sessions_space_check CHECK (space IN ('ROOM', 'GARDEN', 'PARK', 'PITCH', 'GYM'));
--> statement-breakpoint

ALTER TABLE players
  ADD COLUMN training_track text NOT NULL DEFAULT 'OUTFIELD',
  ADD CONSTRAINT players_training_track_check CHECK (training_track IN ('OUTFIELD', 'GOALKEEPER'));
