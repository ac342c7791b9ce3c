CREATE TABLE "hall_ingest_keys" (
	"hall_id" integer PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hall_ingest_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "match_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"kind" text NOT NULL,
	"team" smallint NOT NULL,
	"contact_id" integer,
	"second" integer NOT NULL,
	CONSTRAINT "match_events_kind" CHECK ("match_events"."kind" in ('but', 'faute')),
	CONSTRAINT "match_events_team" CHECK ("match_events"."team" in (1, 2)),
	CONSTRAINT "match_events_second" CHECK ("match_events"."second" >= 0)
);
--> statement-breakpoint
CREATE TABLE "match_highlights" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"second" integer NOT NULL,
	"label" text NOT NULL,
	"video_url" text,
	"thumbnail_url" text,
	CONSTRAINT "match_highlights_second" CHECK ("match_highlights"."second" >= 0)
);
--> statement-breakpoint
CREATE TABLE "match_periods" (
	"match_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"team1_score" integer NOT NULL,
	"team2_score" integer NOT NULL,
	CONSTRAINT "match_periods_match_id_number_pk" PRIMARY KEY("match_id","number"),
	CONSTRAINT "match_periods_scores" CHECK ("match_periods"."team1_score" >= 0 and "match_periods"."team2_score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "match_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"contact_id" integer,
	"name" text,
	"team" smallint,
	CONSTRAINT "match_players_team" CHECK ("match_players"."team" is null or "match_players"."team" in (1, 2)),
	CONSTRAINT "match_players_who" CHECK ("match_players"."contact_id" is not null or "match_players"."name" is not null)
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"hall_id" integer NOT NULL,
	"reservation_id" uuid NOT NULL,
	"sport_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"team1_name" text NOT NULL,
	"team2_name" text NOT NULL,
	"payload_digest" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "matches_duration" CHECK ("matches"."duration_seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "hall_ingest_keys" ADD CONSTRAINT "hall_ingest_keys_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_highlights" ADD CONSTRAINT "match_highlights_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_periods" ADD CONSTRAINT "match_periods_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_players" ADD CONSTRAINT "match_players_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_players" ADD CONSTRAINT "match_players_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_events_match_idx" ON "match_events" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "match_events_contact_idx" ON "match_events" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "match_highlights_match_idx" ON "match_highlights" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "match_players_contact_idx" ON "match_players" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "match_players_match_idx" ON "match_players" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_players_one_contact" ON "match_players" USING btree ("match_id","contact_id");--> statement-breakpoint
CREATE INDEX "matches_sport_idx" ON "matches" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "matches_reservation_idx" ON "matches" USING btree ("reservation_id");