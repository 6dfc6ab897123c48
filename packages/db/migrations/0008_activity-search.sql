CREATE TABLE "activity_search" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"tour_type" smallint NOT NULL,
	"featured" boolean NOT NULL,
	"sold" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_search" ADD CONSTRAINT "activity_search_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_search_vector_idx" ON "activity_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "activity_search_listing_idx" ON "activity_search" USING btree ("sold" DESC NULLS LAST,"activity_id","tour_type","price_cents","duration_minutes","featured");--> statement-breakpoint
CREATE INDEX "activity_search_featured_idx" ON "activity_search" USING btree ("sold" DESC NULLS LAST,"activity_id") WHERE "activity_search"."featured";