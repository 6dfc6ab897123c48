CREATE TABLE "activity_search_postings" (
	"activity_id" integer NOT NULL,
	"lexeme" text NOT NULL,
	"rank" real NOT NULL,
	"tour_type" smallint NOT NULL,
	"featured" boolean NOT NULL,
	"sold" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer,
	CONSTRAINT "activity_search_postings_activity_id_lexeme_pk" PRIMARY KEY("activity_id","lexeme")
);
--> statement-breakpoint
ALTER TABLE "activity_search" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_search_postings" ADD CONSTRAINT "activity_search_postings_activity_id_activity_search_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity_search"("activity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_search_postings_rank_idx" ON "activity_search_postings" USING btree ("lexeme","rank" DESC NULLS LAST,"sold" DESC NULLS LAST,"activity_id","tour_type","price_cents","duration_minutes","featured");--> statement-breakpoint
CREATE INDEX "activity_search_listed_vector_idx" ON "activity_search" USING gin ("search_vector") WHERE "activity_search"."tour_type" <> 4;--> statement-breakpoint
CREATE INDEX "activity_search_category_ids_idx" ON "activity_search" USING gin ("category_ids") WHERE "activity_search"."price_cents" is not null and "activity_search"."tour_type" <> 4;--> statement-breakpoint
-- Postings follow activity_search (decision 055) in the same transaction as the write that moved
-- it, so no application code has to remember them. A new or reworded tour gets its words again;
-- a change of listing columns only (sold, price, ...) is copied onto its postings.
-- The rank is the database's own ts_rank of the vector for the single word, so a search for
-- that word orders tours exactly as ranking at query time would. The word becomes a tsquery as a
-- quoted literal (a quote doubled, a backslash escaped), so no word is read as an operator.
CREATE FUNCTION activity_search_postings_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.search_vector IS DISTINCT FROM OLD.search_vector THEN
    DELETE FROM activity_search_postings WHERE activity_id = NEW.activity_id;
    INSERT INTO activity_search_postings
      (activity_id, lexeme, rank, tour_type, featured, sold, duration_minutes, price_cents)
    SELECT NEW.activity_id, w.lexeme,
      ts_rank(NEW.search_vector,
        ('''' || replace(replace(w.lexeme, '\', '\\'), '''', '''''') || '''')::tsquery),
      NEW.tour_type, NEW.featured, NEW.sold, NEW.duration_minutes, NEW.price_cents
    FROM unnest(NEW.search_vector) AS w;
  ELSIF (NEW.tour_type, NEW.featured, NEW.sold, NEW.duration_minutes, NEW.price_cents)
      IS DISTINCT FROM (OLD.tour_type, OLD.featured, OLD.sold, OLD.duration_minutes, OLD.price_cents) THEN
    UPDATE activity_search_postings SET tour_type = NEW.tour_type, featured = NEW.featured,
      sold = NEW.sold, duration_minutes = NEW.duration_minutes, price_cents = NEW.price_cents
    WHERE activity_id = NEW.activity_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_search_postings_sync
  AFTER INSERT OR UPDATE ON activity_search FOR EACH ROW EXECUTE FUNCTION activity_search_postings_sync();
--> statement-breakpoint
INSERT INTO activity_search_postings
  (activity_id, lexeme, rank, tour_type, featured, sold, duration_minutes, price_cents)
SELECT s.activity_id, w.lexeme,
  ts_rank(s.search_vector, ('''' || replace(replace(w.lexeme, '\', '\\'), '''', '''''') || '''')::tsquery),
  s.tour_type, s.featured, s.sold, s.duration_minutes, s.price_cents
FROM activity_search s, unnest(s.search_vector) AS w;
--> statement-breakpoint
-- category_ids follows activity_categories (decision 055): one update per statement for the
-- tours it touched. Transition tables allow one event per trigger, hence three triggers.
CREATE FUNCTION activity_search_categories_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE activity_search s SET category_ids = coalesce((SELECT array_agg(c.category_id ORDER BY c.category_id)
        FROM activity_categories c WHERE c.activity_id = s.activity_id), '{}')
    WHERE s.activity_id IN (SELECT activity_id FROM new_links);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE activity_search s SET category_ids = coalesce((SELECT array_agg(c.category_id ORDER BY c.category_id)
        FROM activity_categories c WHERE c.activity_id = s.activity_id), '{}')
    WHERE s.activity_id IN (SELECT activity_id FROM old_links);
  ELSE
    UPDATE activity_search s SET category_ids = coalesce((SELECT array_agg(c.category_id ORDER BY c.category_id)
        FROM activity_categories c WHERE c.activity_id = s.activity_id), '{}')
    WHERE s.activity_id IN (SELECT activity_id FROM new_links UNION SELECT activity_id FROM old_links);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_categories_search_insert AFTER INSERT ON activity_categories
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION activity_search_categories_sync();
--> statement-breakpoint
CREATE TRIGGER activity_categories_search_delete AFTER DELETE ON activity_categories
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION activity_search_categories_sync();
--> statement-breakpoint
CREATE TRIGGER activity_categories_search_update AFTER UPDATE ON activity_categories
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION activity_search_categories_sync();
--> statement-breakpoint
-- A tour that becomes active again takes its categories along into activity_search.
CREATE OR REPLACE FUNCTION activity_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 1 THEN
    INSERT INTO activity_search AS s
      (activity_id, tour_type, featured, sold, duration_minutes, price_cents, search_vector, category_ids)
    VALUES (NEW.id, NEW.tour_type, NEW.featured, NEW.sold, NEW.duration_minutes,
      (SELECT p.selling_price_cents FROM activity_prices p WHERE p.activity_id = NEW.id),
      NEW.search_vector,
      coalesce((SELECT array_agg(c.category_id ORDER BY c.category_id)
        FROM activity_categories c WHERE c.activity_id = NEW.id), '{}'))
    ON CONFLICT (activity_id) DO UPDATE SET
      tour_type = EXCLUDED.tour_type, featured = EXCLUDED.featured, sold = EXCLUDED.sold,
      duration_minutes = EXCLUDED.duration_minutes, price_cents = EXCLUDED.price_cents,
      search_vector = EXCLUDED.search_vector;
  ELSE
    DELETE FROM activity_search WHERE activity_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE activity_search s SET category_ids = c.ids
FROM (SELECT activity_id, array_agg(category_id ORDER BY category_id) AS ids
  FROM activity_categories GROUP BY activity_id) c
WHERE c.activity_id = s.activity_id;
