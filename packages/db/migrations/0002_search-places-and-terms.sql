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
--> statement-breakpoint
-- Backfill for databases that already hold tours (same SQL as src/search-index.ts).
UPDATE "activities" a SET "search_places" = concat_ws(' ',
  (SELECT string_agg(c.name, ' ' ORDER BY ac.sort_order) FROM activity_categories ac JOIN categories c ON c.id = ac.category_id WHERE ac.activity_id = a.id),
  (SELECT string_agg(l.name, ' ' ORDER BY al.sort_order) FROM activity_locations al JOIN locations l ON l.id = al.location_id WHERE al.activity_id = a.id));--> statement-breakpoint
INSERT INTO "search_terms" ("term")
  SELECT word FROM ts_stat($$SELECT to_tsvector('simple', title || ' ' || search_places) FROM activities WHERE status = 1$$)
  WHERE length(word) >= 3 AND word ~ '^[a-z]+$'
  ON CONFLICT DO NOTHING;
