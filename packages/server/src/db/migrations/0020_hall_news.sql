CREATE TABLE "hall_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"path" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hall_news_hall_slug_unique" UNIQUE("hall_id","slug"),
	CONSTRAINT "hall_news_path" CHECK ("hall_news"."path" ~ '^/[A-Za-z0-9/_-]*$')
);
--> statement-breakpoint
ALTER TABLE "hall_news" ADD CONSTRAINT "hall_news_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;
