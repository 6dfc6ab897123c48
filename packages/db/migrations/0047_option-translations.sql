CREATE TABLE "activity_option_translations" (
	"option_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tiers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_option_translations_option_id_locale_pk" PRIMARY KEY("option_id","locale"),
	CONSTRAINT "activity_option_translations_locale_check" CHECK ("activity_option_translations"."locale" in ('de', 'fr', 'ru', 'zh', 'hi', 'ja'))
);
--> statement-breakpoint
ALTER TABLE "activity_option_translations" ADD CONSTRAINT "activity_option_translations_option_id_activity_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."activity_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Catalogue data like the other translations (0044): a change clears every process's cached pages.
CREATE TRIGGER activity_option_translations_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activity_option_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
