ALTER TABLE "discounts" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hall_news" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
-- contrat : the check reads only max_uses, a column added just above that no running version writes
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_max_uses_positive" CHECK ("discounts"."max_uses" is null or "discounts"."max_uses" > 0);--> statement-breakpoint
-- contrat : valid_from is new and null in every existing row, so the previous version (which never writes it) always passes
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_window_order" CHECK ("discounts"."valid_from" is null or "discounts"."ends_at" is null or "discounts"."valid_from" < "discounts"."ends_at");