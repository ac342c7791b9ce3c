CREATE TABLE "hall_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"digest" text NOT NULL,
	"data" "bytea" NOT NULL,
	"alt_text" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hall_photos_type" CHECK ("hall_photos"."content_type" in ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "conventions" ADD COLUMN "replaces_id" integer;--> statement-breakpoint
ALTER TABLE "conventions" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conventions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "safety_video_url" text;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "hall_photos" ADD CONSTRAINT "hall_photos_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hall_photos_hall_idx" ON "hall_photos" USING btree ("hall_id","position");--> statement-breakpoint
-- contrat : replaces_id is a new column that no running version reads or writes.
ALTER TABLE "conventions" ADD CONSTRAINT "conventions_replaces_id_conventions_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."conventions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- contrat : the check reads only description, a new column that no running version writes.
ALTER TABLE "halls" ADD CONSTRAINT "halls_description_length" CHECK (char_length("halls"."description") <= 2000);--> statement-breakpoint
-- contrat : the check reads only safety_video_url, a new column that no running version writes.
ALTER TABLE "halls" ADD CONSTRAINT "halls_safety_video_https" CHECK ("halls"."safety_video_url" like 'https://%');