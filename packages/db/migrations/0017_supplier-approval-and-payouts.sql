ALTER TABLE "supplier_profiles" ADD COLUMN "work_avatar_widths" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD COLUMN "contact_avatar_widths" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD COLUMN "payout_bank_name" text;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD COLUMN "payout_account_holder" text;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD COLUMN "payout_account_number" text;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD COLUMN "payout_branch" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "approval_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "approval_decided_at" timestamp with time zone;--> statement-breakpoint
-- Suppliers who existed before approval did were already trading: they count as approved.
UPDATE "users" SET "approval_status" = 1, "approval_decided_at" = now() WHERE "user_type" = 2;
