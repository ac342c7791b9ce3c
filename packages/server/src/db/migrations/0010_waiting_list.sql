CREATE TABLE "reservation_waiting_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"statut" text DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offer_expires_at" timestamp with time zone,
	CONSTRAINT "reservation_waiting_list_statut" CHECK ("reservation_waiting_list"."statut" in ('waiting', 'offered', 'taken', 'expired', 'left')),
	CONSTRAINT "reservation_waiting_list_offer" CHECK ("reservation_waiting_list"."statut" <> 'offered' or "reservation_waiting_list"."offer_expires_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "reservation_waiting_list" ADD CONSTRAINT "reservation_waiting_list_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_waiting_list" ADD CONSTRAINT "reservation_waiting_list_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_waiting_list" ADD CONSTRAINT "reservation_waiting_list_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_waiting_list_one_per_player" ON "reservation_waiting_list" USING btree ("reservation_id","contact_id");--> statement-breakpoint
CREATE INDEX "reservation_waiting_list_open_idx" ON "reservation_waiting_list" USING btree ("reservation_id","joined_at") WHERE "reservation_waiting_list"."statut" in ('waiting', 'offered');