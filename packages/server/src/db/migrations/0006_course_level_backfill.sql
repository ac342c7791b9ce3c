-- The level of a cours used to be written into the clients (spec 2 section 9: 'Niveau avancé'). It now
-- lives on the offer: databases seeded before keep showing it on their classes.
UPDATE "zone_sports" SET "level" = 'Niveau avancé' WHERE "slot_type" = 'cours' AND "level" IS NULL;
