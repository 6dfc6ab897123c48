ALTER TABLE "booking_resources" ADD COLUMN "slot" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_resources" DROP CONSTRAINT "booking_resources_pkey";
--> statement-breakpoint
ALTER TABLE "booking_resources" ADD CONSTRAINT "booking_resources_pkey" PRIMARY KEY("booking_id","kind","day","slot");--> statement-breakpoint
ALTER TABLE "booking_resources" ADD CONSTRAINT "booking_resources_once_key" UNIQUE("booking_id","resource_id","day");--> statement-breakpoint
ALTER TABLE "booking_resources" ADD CONSTRAINT "booking_resources_slot_check" CHECK ("booking_resources"."slot" between 1 and 60);