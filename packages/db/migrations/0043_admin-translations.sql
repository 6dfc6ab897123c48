CREATE TABLE "site_content_translations" (
	"section" text NOT NULL,
	"locale" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_content_translations_section_locale_field_pk" PRIMARY KEY("section","locale","field"),
	CONSTRAINT "site_content_translations_section_check" CHECK ("site_content_translations"."section" in ('about', 'privacy', 'cookie', 'disclaimer', 'guidelines')),
	CONSTRAINT "site_content_translations_locale_check" CHECK ("site_content_translations"."locale" in ('de', 'fr', 'ru', 'zh', 'hi', 'ja')),
	CONSTRAINT "site_content_translations_field_check" CHECK ("site_content_translations"."field" in ('title', 'body', 'meta_title', 'meta_description'))
);
--> statement-breakpoint
ALTER TABLE "content_translations" DROP CONSTRAINT "content_translations_field_check";--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_field_check" CHECK ("content_translations"."field" in ('title', 'sub_text', 'description', 'body'));