ALTER TABLE "bookings" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_ip" text;--> statement-breakpoint
CREATE INDEX "orders_unpaid_client_ip_idx" ON "orders" USING btree ("client_ip") WHERE "orders"."status" = 0;--> statement-breakpoint
CREATE INDEX "orders_unpaid_contact_email_idx" ON "orders" USING btree (lower("contact_email")) WHERE "orders"."status" = 0;