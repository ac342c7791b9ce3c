CREATE TABLE "open_games" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"jeton_partie" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"nb_places_offertes" integer NOT NULL,
	"niveau_min" smallint,
	"niveau_max" smallint,
	"message" text DEFAULT '' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "open_games_jeton_partie_unique" UNIQUE("jeton_partie"),
	CONSTRAINT "open_games_places" CHECK ("open_games"."nb_places_offertes" between 1 and 50),
	CONSTRAINT "open_games_niveau_min" CHECK ("open_games"."niveau_min" is null or "open_games"."niveau_min" between 1 and 7),
	CONSTRAINT "open_games_niveau_max" CHECK ("open_games"."niveau_max" is null or "open_games"."niveau_max" between 1 and 7),
	CONSTRAINT "open_games_niveaux" CHECK ("open_games"."niveau_min" is null or "open_games"."niveau_max" is null or "open_games"."niveau_min" <= "open_games"."niveau_max"),
	CONSTRAINT "open_games_message" CHECK (char_length("open_games"."message") <= 280)
);
--> statement-breakpoint
CREATE TABLE "open_game_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"statut" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "open_game_players_statut" CHECK ("open_game_players"."statut" in ('joined', 'requested', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "open_game_blocks" (
	"organiser_user_id" integer NOT NULL,
	"blocked_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_game_blocks_organiser_user_id_blocked_user_id_pk" PRIMARY KEY("organiser_user_id","blocked_user_id")
);
--> statement-breakpoint
ALTER TABLE "open_games" ADD CONSTRAINT "open_games_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_game_players" ADD CONSTRAINT "open_game_players_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_game_players" ADD CONSTRAINT "open_game_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_game_players" ADD CONSTRAINT "open_game_players_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_game_blocks" ADD CONSTRAINT "open_game_blocks_organiser_user_id_users_id_fk" FOREIGN KEY ("organiser_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_game_blocks" ADD CONSTRAINT "open_game_blocks_blocked_user_id_users_id_fk" FOREIGN KEY ("blocked_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open_game_players_one_per_contact" ON "open_game_players" USING btree ("reservation_id","contact_id");--> statement-breakpoint
CREATE INDEX "open_game_players_user_idx" ON "open_game_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "open_games_listed_idx" ON "open_games" USING btree ("opened_at") WHERE "open_games"."closed_at" is null;
