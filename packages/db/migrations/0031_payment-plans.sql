CREATE TABLE "booking_reminders" (
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "payment_plan" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "deposit_percent" smallint;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "balance_days_before" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_plan" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "upfront_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_due_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_token" text;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reminders_booking_id_kind_key" ON "booking_reminders" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE INDEX "bookings_balance_due_date_idx" ON "bookings" USING btree ("balance_due_date") WHERE "bookings"."balance_due_date" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_balance_token_unique" UNIQUE("balance_token");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_payment_plan_check" CHECK ("activities"."payment_plan" in ('full', 'deposit', 'pay_later'));--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_deposit_check" CHECK (("activities"."deposit_percent" is null or "activities"."deposit_percent" between 1 and 99) and ("activities"."deposit_cents" is null or "activities"."deposit_cents" > 0));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_plan_check" CHECK ("bookings"."payment_plan" in ('full', 'deposit', 'pay_later'));