ALTER TABLE "octo_bookings" ADD COLUMN "contact_notes" text;--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD COLUMN "contact_country" text;--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD COLUMN "contact_locales" text[];