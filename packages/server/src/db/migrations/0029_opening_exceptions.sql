CREATE TABLE "opening_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"day" date NOT NULL,
	"is_closed" boolean NOT NULL,
	"opens_at" time,
	"closes_at" time,
	CONSTRAINT "opening_exceptions_hall_day_unique" UNIQUE("hall_id","day"),
	CONSTRAINT "opening_exceptions_hours" CHECK (("opening_exceptions"."is_closed" and "opening_exceptions"."opens_at" is null and "opening_exceptions"."closes_at" is null) or (not "opening_exceptions"."is_closed" and "opening_exceptions"."closes_at" > "opening_exceptions"."opens_at"))
);
--> statement-breakpoint
ALTER TABLE "opening_exceptions" ADD CONSTRAINT "opening_exceptions_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;