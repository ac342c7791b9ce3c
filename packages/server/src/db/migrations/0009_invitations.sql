ALTER TABLE "reservations" ADD COLUMN "jeton_invitation" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "diffusion_autorisee" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_participants_one_per_contact" ON "reservation_participants" USING btree ("reservation_id","contact_id") WHERE "reservation_participants"."contact_id" is not null;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_jeton_invitation_unique" UNIQUE("jeton_invitation");--> statement-breakpoint
-- Places never overflow (spec 1: full when accepted participants, family included, reach nb_place_max),
-- whatever code writes and however many writers race: the trigger locks the reservation row, so
-- concurrent accepts on one reservation run one after the other, then counts.
CREATE FUNCTION "reservation_places_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  max_places integer;
  accepted integer;
BEGIN
  IF NEW."reponse" <> 2 THEN
    RETURN NEW;
  END IF;
  SELECT "nb_place_max" INTO max_places FROM "reservations" WHERE "id" = NEW."reservation_id" FOR UPDATE;
  SELECT count(*) INTO accepted FROM "reservation_participants"
    WHERE "reservation_id" = NEW."reservation_id" AND "reponse" = 2 AND "id" <> NEW."id";
  IF accepted + 1 > max_places THEN
    RAISE EXCEPTION 'reservation % is full', NEW."reservation_id" USING ERRCODE = 'check_violation',
      CONSTRAINT = 'reservation_places_full';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reservation_places_guard" BEFORE INSERT OR UPDATE OF "reponse" ON "reservation_participants"
  FOR EACH ROW EXECUTE FUNCTION "reservation_places_guard"();
