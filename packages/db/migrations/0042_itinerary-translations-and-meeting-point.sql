CREATE TABLE "activity_itinerary_translations" (
	"item_id" integer NOT NULL,
	"locale" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_itinerary_translations_item_id_locale_pk" PRIMARY KEY("item_id","locale"),
	CONSTRAINT "activity_itinerary_translations_locale_check" CHECK ("activity_itinerary_translations"."locale" in ('de', 'fr', 'ru', 'zh', 'hi', 'ja'))
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "meeting_point" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_translations" ADD COLUMN "meeting_point" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_itinerary_translations" ADD CONSTRAINT "activity_itinerary_translations_item_id_activity_itinerary_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."activity_itinerary_items"("id") ON DELETE cascade ON UPDATE no action;