CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"places" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_order" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('confirmed', 'cancelled')),
	CONSTRAINT "bookings_places" CHECK ("bookings"."places" is null or "bookings"."places" > 0)
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"zone_sport_id" integer,
	"weekday" smallint NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	CONSTRAINT "opening_hours_weekday" CHECK ("opening_hours"."weekday" between 1 and 7),
	CONSTRAINT "opening_hours_order" CHECK ("opening_hours"."closes_at" > "opening_hours"."opens_at"),
	CONSTRAINT "opening_hours_five_minutes" CHECK (extract(second from "opening_hours"."opens_at") = 0 and extract(minute from "opening_hours"."opens_at")::int % 5 = 0)
);
--> statement-breakpoint
CREATE TABLE "price_bands" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_sport_id" integer NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	"price_cents" integer NOT NULL,
	"old_price_cents" integer,
	CONSTRAINT "price_bands_order" CHECK ("price_bands"."ends_at" > "price_bands"."starts_at"),
	CONSTRAINT "price_bands_price" CHECK ("price_bands"."price_cents" >= 0),
	CONSTRAINT "price_bands_old_price" CHECK ("price_bands"."old_price_cents" is null or "price_bands"."old_price_cents" > "price_bands"."price_cents")
);
--> statement-breakpoint
CREATE TABLE "zone_overlaps" (
	"zone_id" integer NOT NULL,
	"other_zone_id" integer NOT NULL,
	CONSTRAINT "zone_overlaps_zone_id_other_zone_id_pk" PRIMARY KEY("zone_id","other_zone_id"),
	CONSTRAINT "zone_overlaps_not_self" CHECK ("zone_overlaps"."zone_id" <> "zone_overlaps"."other_zone_id")
);
--> statement-breakpoint
CREATE TABLE "zone_sports" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"slot_minutes" integer NOT NULL,
	"step_minutes" integer NOT NULL,
	"slot_type" text,
	"max_participants" integer,
	CONSTRAINT "zone_sports_zone_sport_type_unique" UNIQUE NULLS NOT DISTINCT("zone_id","sport_id","slot_type"),
	CONSTRAINT "zone_sports_slot_minutes" CHECK ("zone_sports"."slot_minutes" > 0 and "zone_sports"."slot_minutes" % 5 = 0),
	CONSTRAINT "zone_sports_step_minutes" CHECK ("zone_sports"."step_minutes" > 0 and "zone_sports"."step_minutes" % 5 = 0),
	CONSTRAINT "zone_sports_slot_type" CHECK ("zone_sports"."slot_type" is null or "zone_sports"."slot_type" in ('terrain', 'place', 'cours')),
	CONSTRAINT "zone_sports_max_participants" CHECK (("zone_sports"."slot_type" in ('place', 'cours')) = ("zone_sports"."max_participants" is not null and "zone_sports"."max_participants" > 0))
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "zones_hall_label_unique" UNIQUE("hall_id","label")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_zone_sport_id_zone_sports_id_fk" FOREIGN KEY ("zone_sport_id") REFERENCES "public"."zone_sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_bands" ADD CONSTRAINT "price_bands_zone_sport_id_zone_sports_id_fk" FOREIGN KEY ("zone_sport_id") REFERENCES "public"."zone_sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_overlaps" ADD CONSTRAINT "zone_overlaps_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_overlaps" ADD CONSTRAINT "zone_overlaps_other_zone_id_zones_id_fk" FOREIGN KEY ("other_zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_sports" ADD CONSTRAINT "zone_sports_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_sports" ADD CONSTRAINT "zone_sports_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_zone_time_idx" ON "bookings" USING btree ("zone_id","starts_at");--> statement-breakpoint
CREATE INDEX "opening_hours_zone_idx" ON "opening_hours" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "price_bands_zone_sport_idx" ON "price_bands" USING btree ("zone_sport_id");