-- The coach's team (docs/onboarding-and-coaches.md): a grassroots coach names the team and its age
-- group at setup; the company becomes optional (a change to the spec's manager payload, on purpose).
-- Coaches set up before this have no team name or age group (null) until they add them on /account.
ALTER TABLE "managers" ALTER COLUMN "company" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "managers" ADD COLUMN "team_name" text
	CONSTRAINT "managers_team_name_check" CHECK (char_length("team_name") BETWEEN 1 AND 60);
--> statement-breakpoint
ALTER TABLE "managers" ADD COLUMN "team_age_group_id" text
	CONSTRAINT "managers_team_age_group_fk" REFERENCES "age_groups"("id");
