CREATE TABLE "desk_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"reservation_id" uuid,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_email" text,
	"customer_user_id" integer,
	"price_cents" integer NOT NULL,
	"taken_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "desk_bookings" ADD CONSTRAINT "desk_bookings_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_bookings" ADD CONSTRAINT "desk_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_bookings" ADD CONSTRAINT "desk_bookings_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_bookings" ADD CONSTRAINT "desk_bookings_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_bookings" ADD CONSTRAINT "desk_bookings_taken_by_staff_id_staff_members_id_fk" FOREIGN KEY ("taken_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "desk_bookings_booking_unique" ON "desk_bookings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "desk_bookings_hall_idx" ON "desk_bookings" USING btree ("hall_id");