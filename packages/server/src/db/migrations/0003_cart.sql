CREATE TABLE "cart_discounts" (
	"cart_id" uuid NOT NULL,
	"discount_id" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_discounts_cart_id_discount_id_pk" PRIMARY KEY("cart_id","discount_id")
);
--> statement-breakpoint
CREATE TABLE "convention_validation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"convention_id" integer NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "convention_validations" (
	"user_id" integer NOT NULL,
	"convention_id" integer NOT NULL,
	"validated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "convention_validations_user_id_convention_id_pk" PRIMARY KEY("user_id","convention_id")
);
--> statement-breakpoint
CREATE TABLE "conventions" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"trigger" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conventions_trigger" CHECK ("conventions"."trigger" in ('reservation', 'connexion'))
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"code" text,
	"status" text,
	"hall_id" integer,
	"percent" integer,
	"amount_cents" integer,
	"is_cumulative" boolean DEFAULT false NOT NULL,
	"is_code_cumulable" boolean DEFAULT false NOT NULL,
	"coupon_id" text,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_one_value" CHECK (("discounts"."percent" is null) <> ("discounts"."amount_cents" is null)),
	CONSTRAINT "discounts_percent_range" CHECK ("discounts"."percent" is null or "discounts"."percent" between 1 and 100),
	CONSTRAINT "discounts_amount_positive" CHECK ("discounts"."amount_cents" is null or "discounts"."amount_cents" > 0),
	CONSTRAINT "discounts_code_or_status" CHECK (("discounts"."code" is null) <> ("discounts"."status" is null))
);
--> statement-breakpoint
CREATE TABLE "safety_attestations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"watched_on" date NOT NULL,
	"watched_at_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safety_attestations_time" CHECK ("safety_attestations"."watched_at_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "user_discounts" (
	"user_id" integer NOT NULL,
	"discount_id" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_discounts_user_id_discount_id_pk" PRIMARY KEY("user_id","discount_id")
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"zone_sport_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_cart_slot_unique" UNIQUE("cart_id","zone_sport_id","starts_at"),
	CONSTRAINT "cart_lines_order" CHECK ("cart_lines"."ends_at" > "cart_lines"."starts_at"),
	CONSTRAINT "cart_lines_quantity" CHECK ("cart_lines"."quantity" >= 1),
	CONSTRAINT "cart_lines_price" CHECK ("cart_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"is_bill_shared" boolean DEFAULT false NOT NULL,
	"validated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_members" (
	"hall_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "hall_members_hall_id_user_id_pk" PRIMARY KEY("hall_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reservation_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"user_id" integer,
	"contact_id" integer,
	"organisateur" boolean DEFAULT false NOT NULL,
	"reponse" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_participants_reponse" CHECK ("reservation_participants"."reponse" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" integer NOT NULL,
	"cart_id" uuid,
	"organiser_user_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"nb_place_max" integer NOT NULL,
	"paiement_requis" boolean NOT NULL,
	"total_cents" integer NOT NULL,
	"tarif_par_personne_cents" integer NOT NULL,
	"is_bill_shared" boolean DEFAULT false NOT NULL,
	"statut" text DEFAULT 'validate' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "reservations_order" CHECK ("reservations"."ends_at" > "reservations"."starts_at"),
	CONSTRAINT "reservations_max_places" CHECK ("reservations"."nb_place_max" >= 1),
	CONSTRAINT "reservations_statut" CHECK ("reservations"."statut" in ('validate', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "safety_video_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "members_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD CONSTRAINT "cart_discounts_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convention_validation_items" ADD CONSTRAINT "convention_validation_items_convention_id_conventions_id_fk" FOREIGN KEY ("convention_id") REFERENCES "public"."conventions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convention_validations" ADD CONSTRAINT "convention_validations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convention_validations" ADD CONSTRAINT "convention_validations_convention_id_conventions_id_fk" FOREIGN KEY ("convention_id") REFERENCES "public"."conventions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conventions" ADD CONSTRAINT "conventions_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_attestations" ADD CONSTRAINT "safety_attestations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_attestations" ADD CONSTRAINT "safety_attestations_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_discounts" ADD CONSTRAINT "user_discounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_discounts" ADD CONSTRAINT "user_discounts_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_zone_sport_id_zone_sports_id_fk" FOREIGN KEY ("zone_sport_id") REFERENCES "public"."zone_sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_members" ADD CONSTRAINT "hall_members_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_members" ADD CONSTRAINT "hall_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_participants" ADD CONSTRAINT "reservation_participants_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_participants" ADD CONSTRAINT "reservation_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_participants" ADD CONSTRAINT "reservation_participants_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_organiser_user_id_users_id_fk" FOREIGN KEY ("organiser_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "convention_validation_items_convention_idx" ON "convention_validation_items" USING btree ("convention_id");--> statement-breakpoint
CREATE INDEX "conventions_hall_idx" ON "conventions" USING btree ("hall_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_unique" ON "discounts" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "safety_attestations_user_hall_idx" ON "safety_attestations" USING btree ("user_id","hall_id");--> statement-breakpoint
CREATE INDEX "cart_lines_zone_time_idx" ON "cart_lines" USING btree ("zone_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_open_per_user" ON "carts" USING btree ("user_id") WHERE "carts"."validated_at" is null;--> statement-breakpoint
CREATE INDEX "reservation_participants_reservation_idx" ON "reservation_participants" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_participants_user_idx" ON "reservation_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_participants_one_organiser" ON "reservation_participants" USING btree ("reservation_id") WHERE "reservation_participants"."organisateur";--> statement-breakpoint
CREATE INDEX "reservations_organiser_idx" ON "reservations" USING btree ("organiser_user_id");