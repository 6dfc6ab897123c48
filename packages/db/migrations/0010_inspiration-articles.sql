CREATE TABLE "travel_inspiration_activities" (
	"inspiration_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "travel_inspiration_activities_inspiration_id_activity_id_pk" PRIMARY KEY("inspiration_id","activity_id")
);
--> statement-breakpoint
ALTER TABLE "travel_inspirations" ADD COLUMN "seo_url" text;--> statement-breakpoint
ALTER TABLE "travel_inspirations" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_inspiration_activities" ADD CONSTRAINT "travel_inspiration_activities_inspiration_id_travel_inspirations_id_fk" FOREIGN KEY ("inspiration_id") REFERENCES "public"."travel_inspirations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_inspiration_activities" ADD CONSTRAINT "travel_inspiration_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "travel_inspiration_activities_activity_id_idx" ON "travel_inspiration_activities" USING btree ("activity_id");--> statement-breakpoint
ALTER TABLE "travel_inspirations" ADD CONSTRAINT "travel_inspirations_seo_url_unique" UNIQUE("seo_url");