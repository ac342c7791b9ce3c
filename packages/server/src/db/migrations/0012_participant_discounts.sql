CREATE TABLE "participant_discounts" (
	"participant_id" integer NOT NULL,
	"discount_id" integer NOT NULL,
	CONSTRAINT "participant_discounts_participant_id_discount_id_pk" PRIMARY KEY("participant_id","discount_id")
);
--> statement-breakpoint
ALTER TABLE "participant_discounts" ADD CONSTRAINT "participant_discounts_participant_id_reservation_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."reservation_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_discounts" ADD CONSTRAINT "participant_discounts_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;