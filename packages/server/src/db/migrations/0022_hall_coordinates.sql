ALTER TABLE "halls" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_coordinates" CHECK (("halls"."latitude" is null and "halls"."longitude" is null) or ("halls"."latitude" is not null and "halls"."longitude" is not null and "halls"."latitude" between -90 and 90 and "halls"."longitude" between -180 and 180));--> statement-breakpoint
-- The demo halls of a database seeded before this migration get their town's coordinates (the same as
-- packages/server/src/db/seed-data.ts); any other hall stays without coordinates until it is given some.
UPDATE "halls" SET "latitude" = "town"."latitude", "longitude" = "town"."longitude"
FROM (VALUES
	('padel-park', 46.8308::double precision, 1.7067::double precision),
	('multisalle-chateauroux', 46.8103, 1.6911),
	('multisalle-ajaccio', 41.9267, 8.7369),
	('multisalle-bourges', 47.0844, 2.3964)
) AS "town"("key", "latitude", "longitude")
WHERE "halls"."key" = "town"."key" AND "halls"."latitude" IS NULL;
