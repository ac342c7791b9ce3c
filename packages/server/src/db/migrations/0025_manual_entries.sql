ALTER TABLE "door_entries" ALTER COLUMN "device_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "door_entries" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "door_entries" ADD CONSTRAINT "door_entries_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;