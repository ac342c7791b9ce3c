CREATE TABLE "player_levels" (
	"user_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"rating" double precision NOT NULL,
	"deviation" double precision NOT NULL,
	"volatility" double precision NOT NULL,
	"matches_count" integer DEFAULT 0 NOT NULL,
	"last_match_id" integer,
	"last_match_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_levels_user_id_sport_id_pk" PRIMARY KEY("user_id","sport_id"),
	CONSTRAINT "player_levels_deviation" CHECK ("player_levels"."deviation" > 0),
	CONSTRAINT "player_levels_volatility" CHECK ("player_levels"."volatility" > 0),
	CONSTRAINT "player_levels_matches" CHECK ("player_levels"."matches_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "level_matches" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "level_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"is_level_hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_levels" ADD CONSTRAINT "player_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_levels" ADD CONSTRAINT "player_levels_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_levels" ADD CONSTRAINT "player_levels_last_match_id_matches_id_fk" FOREIGN KEY ("last_match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_matches" ADD CONSTRAINT "level_matches_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_settings" ADD CONSTRAINT "level_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_levels_sport_idx" ON "player_levels" USING btree ("sport_id");
