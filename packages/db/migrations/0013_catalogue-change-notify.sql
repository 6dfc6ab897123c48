-- Every process caches public catalogue answers (decision 008). A committed change to the data
-- behind them sends NOTIFY catalogue_changes (payload: the table), delivered at commit to every
-- process LISTENing on the same database (decision 040), whichever code made the change.
-- Statement-level: one notification per statement, and PostgreSQL folds repeats in a transaction.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- activities.sold moves with every paid booking: it alone does not clear every process's cache.
CREATE TRIGGER activities_catalogue_changed
  AFTER INSERT OR DELETE OR TRUNCATE ON activities
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER activities_catalogue_updated
  AFTER UPDATE ON activities FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'sold' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'sold' - 'updated_at'))
  EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER activity_prices_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activity_prices
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER activity_images_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activity_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER activity_itinerary_items_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activity_itinerary_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER activity_categories_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activity_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER activity_locations_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activity_locations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER activity_pickup_locations_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activity_pickup_locations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER activity_blackout_dates_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activity_blackout_dates
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER locations_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER location_pages_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON location_pages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER sliders_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sliders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER featured_categories_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON featured_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER featured_category_categories_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON featured_category_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER travel_inspirations_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON travel_inspirations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER travel_inspiration_activities_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON travel_inspiration_activities
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER instagram_posts_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON instagram_posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER site_settings_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER site_content_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_content
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER deals_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON deals
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER review_images_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON review_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
