-- Onboarding: the player and manager rules of the contract, kept by the database as well as by the
-- request schemas (README, "Onboarding"). Rows written by any other path must obey them too.
ALTER TABLE "players"
	ADD CONSTRAINT "players_gender_check" CHECK ("gender" IN ('MALE', 'FEMALE')),
	ADD CONSTRAINT "players_height_check" CHECK ("height_unit" = 'cm' AND "height_value" BETWEEN 50 AND 250),
	ADD CONSTRAINT "players_weight_check" CHECK ("weight_unit" = 'kg' AND "weight_value" BETWEEN 10 AND 250),
	ADD CONSTRAINT "players_nationality_check" CHECK ("nationality" ~ '^[A-Z]{2}$'),
	ADD CONSTRAINT "players_positions_check" CHECK (
		cardinality("positions") = 1
		AND "positions" <@ ARRAY['GOAL_KEEPER', 'CENTER_BACK', 'WING_BACK', 'DEFENSIVE_MIDFIELD',
			'ATTACKING_MIDFIELD', 'WIDE_MIDFIELD', 'CENTER_FORWARD']::text[]
	),
	ADD CONSTRAINT "players_location_check" CHECK (
		"location_latitude" BETWEEN -90 AND 90
		AND "location_longitude" BETWEEN -180 AND 180
		AND "location_longitude" <> 0
	);
--> statement-breakpoint
ALTER TABLE "managers"
	ADD CONSTRAINT "managers_gender_check" CHECK ("gender" IN ('MALE', 'FEMALE')),
	ADD CONSTRAINT "managers_company_check" CHECK (length("company") BETWEEN 1 AND 100),
	ADD CONSTRAINT "managers_location_check" CHECK (
		"latitude" BETWEEN -90 AND 90
		AND "longitude" BETWEEN -180 AND 180
		AND "longitude" <> 0
	);
--> statement-breakpoint
-- Deleting a club sets its players' club_id to null: without an index that is a scan of players.
CREATE INDEX "players_club_idx" ON "players" USING btree ("club_id");
