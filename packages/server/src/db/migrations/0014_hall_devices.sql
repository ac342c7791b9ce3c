CREATE TABLE "door_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reservation_id" uuid,
	"contact_id" integer,
	"is_allowed" boolean NOT NULL,
	"reason" text NOT NULL,
	"reader_entry_id" text
);
--> statement-breakpoint
CREATE TABLE "door_manifest_reads" (
	"device_id" integer NOT NULL,
	"day" date NOT NULL,
	"digests" text[] NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "door_manifest_reads_device_id_day_pk" PRIMARY KEY("device_id","day")
);
--> statement-breakpoint
CREATE TABLE "hall_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"origin" text DEFAULT 'operator' NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "hall_devices_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "hall_devices_scopes" CHECK (cardinality("hall_devices"."scopes") > 0 and "hall_devices"."scopes" <@ array['entree', 'ecran', 'tablette', 'programme']::text[]),
	CONSTRAINT "hall_devices_origin" CHECK ("hall_devices"."origin" in ('operator', 'ingest', 'development'))
);
--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "entry_opens_minutes_before" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "door_entries" ADD CONSTRAINT "door_entries_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_entries" ADD CONSTRAINT "door_entries_device_id_hall_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."hall_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_entries" ADD CONSTRAINT "door_entries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_entries" ADD CONSTRAINT "door_entries_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_manifest_reads" ADD CONSTRAINT "door_manifest_reads_device_id_hall_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."hall_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_devices" ADD CONSTRAINT "hall_devices_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "door_entries_reservation_idx" ON "door_entries" USING btree ("reservation_id","contact_id");--> statement-breakpoint
CREATE INDEX "door_entries_hall_decided_idx" ON "door_entries" USING btree ("hall_id","decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "door_entries_reader_entry" ON "door_entries" USING btree ("device_id","reader_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "door_entries_one_entry" ON "door_entries" USING btree ("reservation_id","contact_id") WHERE "door_entries"."is_allowed" and "door_entries"."reader_entry_id" is null;--> statement-breakpoint
CREATE INDEX "hall_devices_hall_idx" ON "hall_devices" USING btree ("hall_id");--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_entry_opens" CHECK ("halls"."entry_opens_minutes_before" between 0 and 240);--> statement-breakpoint
-- The hall's single tablet key of before becomes a device of scope `tablette`; the development key a hall
-- got at start (sha256 of 'multisalle-tablette:<cle>', see matches/ingest-keys.ts) gets every scope, since
-- outside production it stays the hall's stable key for every device.
INSERT INTO "hall_devices" ("hall_id", "name", "scopes", "origin", "key_hash", "created_at")
SELECT k."hall_id",
	CASE WHEN k."key_hash" = d."dev_hash" THEN 'Clé de développement' ELSE 'Tablettes de la salle' END,
	CASE WHEN k."key_hash" = d."dev_hash" THEN array['entree', 'ecran', 'tablette', 'programme']::text[] ELSE array['tablette']::text[] END,
	CASE WHEN k."key_hash" = d."dev_hash" THEN 'development' ELSE 'ingest' END,
	k."key_hash",
	k."created_at"
FROM "hall_ingest_keys" k
JOIN (
	SELECT h."id", encode(sha256(convert_to('dev-' || h."key" || '-' || left(encode(sha256(convert_to('multisalle-tablette:' || h."key", 'UTF8')), 'hex'), 32), 'UTF8')), 'hex') AS "dev_hash"
	FROM "halls" h
) d ON d."id" = k."hall_id";--> statement-breakpoint
DROP TABLE "hall_ingest_keys";
