-- Translations are catalogue data too (decisions 076, 083 and 086): a committed change to them sends
-- NOTIFY catalogue_changes like the tables of 0013, so every process clears its cached pages and
-- answers, whichever process (the console, the supplier portal, a script) wrote it.
CREATE TRIGGER content_translations_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER site_content_translations_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_content_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER activity_translations_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activity_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER activity_itinerary_translations_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activity_itinerary_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
