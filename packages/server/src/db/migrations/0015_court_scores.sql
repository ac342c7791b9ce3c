CREATE TABLE "court_scores" (
	"zone_id" integer PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"reservation_id" uuid,
	"device_id" integer,
	"team1_name" text NOT NULL,
	"team2_name" text NOT NULL,
	"periods" jsonb NOT NULL,
	"current_team1" text,
	"current_team2" text,
	"is_finished" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "court_scores_current" CHECK (("court_scores"."current_team1" is null) = ("court_scores"."current_team2" is null))
);
--> statement-breakpoint
ALTER TABLE "court_scores" ADD CONSTRAINT "court_scores_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_scores" ADD CONSTRAINT "court_scores_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_scores" ADD CONSTRAINT "court_scores_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_scores" ADD CONSTRAINT "court_scores_device_id_hall_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."hall_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "court_scores_hall_idx" ON "court_scores" USING btree ("hall_id","updated_at");