CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "activities_status_sold_idx";--> statement-breakpoint
DROP INDEX "activities_listing_idx";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "search_places" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(overview, '')), 'B') || setweight(to_tsvector('english', coalesce(search_places, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "activities_search_vector_idx" ON "activities" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_listing_idx" ON "activities" USING btree ("status","sold" DESC NULLS LAST,"id");
