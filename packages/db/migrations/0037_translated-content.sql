CREATE TABLE "activity_translations" (
	"activity_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"overview" text DEFAULT '' NOT NULL,
	"inclusion" text DEFAULT '' NOT NULL,
	"exclusion" text DEFAULT '' NOT NULL,
	"know_policy" text DEFAULT '' NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"cancel_policy" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(case locale when 'de' then 'german'::regconfig when 'fr' then 'french'::regconfig
  when 'ru' then 'russian'::regconfig when 'hi' then 'hindi'::regconfig else 'simple'::regconfig end, coalesce(title, '')), 'A') || setweight(to_tsvector(case locale when 'de' then 'german'::regconfig when 'fr' then 'french'::regconfig
  when 'ru' then 'russian'::regconfig when 'hi' then 'hindi'::regconfig else 'simple'::regconfig end, coalesce(overview, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_translations_activity_id_locale_pk" PRIMARY KEY("activity_id","locale"),
	CONSTRAINT "activity_translations_locale_check" CHECK ("activity_translations"."locale" in ('de', 'fr', 'ru', 'zh', 'hi', 'ja'))
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"locale" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_kind_locale_item_id_field_pk" PRIMARY KEY("kind","locale","item_id","field"),
	CONSTRAINT "content_translations_kind_check" CHECK ("content_translations"."kind" in ('slider', 'featured_category', 'travel_inspiration', 'location_page')),
	CONSTRAINT "content_translations_locale_check" CHECK ("content_translations"."locale" in ('de', 'fr', 'ru', 'zh', 'hi', 'ja')),
	CONSTRAINT "content_translations_field_check" CHECK ("content_translations"."field" in ('title', 'sub_text', 'description'))
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "guide_languages" text[] DEFAULT '{en}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_translations" ADD CONSTRAINT "activity_translations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_translations_search_vector_idx" ON "activity_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "activities_guide_languages_idx" ON "activities" USING gin ("guide_languages");