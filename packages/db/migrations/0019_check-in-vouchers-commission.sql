ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attach_voucher" text;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD COLUMN "commission_bps" integer;