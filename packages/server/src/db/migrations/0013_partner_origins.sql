CREATE TABLE "hall_partner_origins" (
	"hall_id" integer NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hall_partner_origins_hall_id_origin_pk" PRIMARY KEY("hall_id","origin"),
	CONSTRAINT "hall_partner_origins_origin_shape" CHECK ("hall_partner_origins"."origin" ~ '^https?://[^/?#@]+$')
);
--> statement-breakpoint
ALTER TABLE "hall_partner_origins" ADD CONSTRAINT "hall_partner_origins_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;