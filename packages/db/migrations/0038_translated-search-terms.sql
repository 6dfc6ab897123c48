CREATE TABLE "translated_search_terms" (
	"locale" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "translated_search_terms_locale_term_pk" PRIMARY KEY("locale","term")
);
--> statement-breakpoint
CREATE INDEX "translated_search_terms_term_trgm_idx" ON "translated_search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activity_translations_cjk_text_trgm_idx" ON "activity_translations" USING gin (("title" || ' ' || "overview") gin_trgm_ops) WHERE "activity_translations"."locale" in ('zh', 'ja');