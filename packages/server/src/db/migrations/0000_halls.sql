CREATE TABLE "hall_services" (
	"hall_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"icon_url" text NOT NULL,
	CONSTRAINT "hall_services_hall_id_position_pk" PRIMARY KEY("hall_id","position")
);
--> statement-breakpoint
CREATE TABLE "hall_sports" (
	"hall_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "hall_sports_hall_id_sport_id_pk" PRIMARY KEY("hall_id","sport_id")
);
--> statement-breakpoint
CREATE TABLE "halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"caption" text NOT NULL,
	"street" text NOT NULL,
	"complement" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"badge_url" text,
	"banner_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"skip_payment_step" boolean DEFAULT false NOT NULL,
	"visible_days" integer DEFAULT 7 NOT NULL,
	"timezone" text DEFAULT 'Europe/Paris' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "halls_key_unique" UNIQUE("key"),
	CONSTRAINT "halls_visible_days_positive" CHECK ("halls"."visible_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"icon_url" text,
	"paying_players" integer NOT NULL,
	"recommended_players" integer NOT NULL,
	CONSTRAINT "sports_label_unique" UNIQUE("label")
);
--> statement-breakpoint
ALTER TABLE "hall_services" ADD CONSTRAINT "hall_services_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_sports" ADD CONSTRAINT "hall_sports_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_sports" ADD CONSTRAINT "hall_sports_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;