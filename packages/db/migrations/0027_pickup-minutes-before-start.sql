ALTER TABLE "activity_pickup_locations" ADD COLUMN "minutes_before_start" smallint;--> statement-breakpoint
ALTER TABLE "activity_pickup_locations" ADD CONSTRAINT "activity_pickup_locations_minutes_before_start_check" CHECK ("activity_pickup_locations"."minutes_before_start" between 0 and 720);--> statement-breakpoint
-- Decision 058: a tour with start times collects each point some minutes before the booked start.
-- Its existing fixed times become minutes before its first start (07:30 with starts 08:00 and
-- 14:00: 30 minutes, so 07:30 and 13:30); a time after the first start or over 12 hours before
-- it stays unconverted (null: the supplier says it again). Tours sold per day keep fixed times.
UPDATE "activity_pickup_locations" pl
   SET "minutes_before_start" = converted.minutes
  FROM (
    SELECT p."activity_id", p."location_id",
           (extract(epoch from (f.first_start - p."pickup_time")) / 60)::int AS minutes
      FROM "activity_pickup_locations" p
      JOIN (SELECT "activity_id", min("start_time") AS first_start
              FROM "activity_start_times" GROUP BY "activity_id") f ON f."activity_id" = p."activity_id"
     WHERE p."pickup_time" IS NOT NULL
  ) converted
 WHERE pl."activity_id" = converted."activity_id"
   AND pl."location_id" = converted."location_id"
   AND converted.minutes BETWEEN 0 AND 720;
