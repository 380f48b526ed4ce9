CREATE TABLE "clubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_name_key_unique" UNIQUE("name_key"),
	CONSTRAINT "clubs_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL
);
--> statement-breakpoint
CREATE INDEX "clubs_name_idx" ON "clubs" USING btree ("name");
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"age_group_id" text NOT NULL,
	"club_id" uuid,
	"club_name" text,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"height_value" numeric(5, 1) NOT NULL,
	"height_unit" text DEFAULT 'cm' NOT NULL,
	"weight_value" numeric(5, 1) NOT NULL,
	"weight_unit" text DEFAULT 'kg' NOT NULL,
	"nationality" text NOT NULL,
	"positions" text[] NOT NULL,
	"location_city" text,
	"location_country" text,
	"location_street" text,
	"location_latitude" double precision NOT NULL,
	"location_longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "players_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
	CONSTRAINT "players_age_group_id_fk" FOREIGN KEY ("age_group_id") REFERENCES "age_groups"("id"),
	CONSTRAINT "players_club_id_fk" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE SET NULL
);
--> statement-breakpoint
CREATE INDEX "players_age_group_idx" ON "players" USING btree ("age_group_id");
--> statement-breakpoint
CREATE TABLE "managers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company" text NOT NULL,
	"gender" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"location_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "managers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "managers_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
);
