-- activity_search mirrors the listing columns of active tours (decision 018). These triggers keep
-- it in step in the same transaction as any write to activities or activity_prices, so no
-- application code has to remember it.
CREATE FUNCTION activity_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 1 THEN
    INSERT INTO activity_search AS s
      (activity_id, tour_type, featured, sold, duration_minutes, price_cents, search_vector)
    VALUES (NEW.id, NEW.tour_type, NEW.featured, NEW.sold, NEW.duration_minutes,
      (SELECT p.selling_price_cents FROM activity_prices p WHERE p.activity_id = NEW.id),
      NEW.search_vector)
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
CREATE TRIGGER activities_search_sync
  AFTER INSERT OR UPDATE OF status, tour_type, featured, sold, duration_value, duration_unit,
    title, overview, search_places
  ON activities FOR EACH ROW EXECUTE FUNCTION activity_search_sync();
--> statement-breakpoint
CREATE FUNCTION activity_search_price_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE activity_search SET price_cents = NULL WHERE activity_id = OLD.activity_id;
  ELSE
    UPDATE activity_search SET price_cents = NEW.selling_price_cents
    WHERE activity_id = NEW.activity_id AND price_cents IS DISTINCT FROM NEW.selling_price_cents;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_prices_search_sync
  AFTER INSERT OR UPDATE OF selling_price_cents OR DELETE
  ON activity_prices FOR EACH ROW EXECUTE FUNCTION activity_search_price_sync();
--> statement-breakpoint
INSERT INTO activity_search (activity_id, tour_type, featured, sold, duration_minutes, price_cents, search_vector)
SELECT a.id, a.tour_type, a.featured, a.sold, a.duration_minutes, p.selling_price_cents, a.search_vector
FROM activities a LEFT JOIN activity_prices p ON p.activity_id = a.id
WHERE a.status = 1;
