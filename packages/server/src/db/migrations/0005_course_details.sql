ALTER TABLE "zone_sports" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "zone_sports" ADD COLUMN "coach_name" text;--> statement-breakpoint
ALTER TABLE "zone_sports" ADD COLUMN "content_html" text;--> statement-breakpoint
ALTER TABLE "zone_sports" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "zone_sports" ADD CONSTRAINT "zone_sports_course_facts" CHECK (coalesce("zone_sports"."slot_type", '') = 'cours' or ("zone_sports"."level" is null and "zone_sports"."coach_name" is null and "zone_sports"."content_html" is null and "zone_sports"."image_url" is null));