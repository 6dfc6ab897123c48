ALTER TABLE "activities" DROP CONSTRAINT "activities_status_check";--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_status_check" CHECK ("activities"."status" between 0 and 6);--> statement-breakpoint
-- Decision 060: 6 is "reseller only", a tour sold through OCTO and nowhere on the site. The demo
-- reseller's sandbox (OCTO-SANDBOX) was active, so search, the home page, the sitemap and its
-- tour page showed it; every public query sells only status 1, and activity_search's trigger
-- drops the row of a tour that leaves it.
UPDATE "activities" SET "status" = 6 WHERE "tour_id" = 'OCTO-SANDBOX' AND "status" = 1;--> statement-breakpoint
-- Its pick-up points were copied with their fixed times only, while it departs at 09:00 and
-- 15:00 (decision 058): each fixed time becomes minutes before its first start, as 0027 did, and a
-- point without a usable time is reached 30 minutes before each start (the sandbox's own terms).
UPDATE "activity_pickup_locations" pl
   SET "minutes_before_start" = coalesce(CASE WHEN converted.minutes BETWEEN 0 AND 720 THEN converted.minutes END, 30)
  FROM (
    SELECT p."activity_id", p."location_id",
           (extract(epoch from (f.first_start - p."pickup_time")) / 60)::int AS minutes
      FROM "activity_pickup_locations" p
      JOIN "activities" a ON a."id" = p."activity_id" AND a."tour_id" = 'OCTO-SANDBOX'
      JOIN (SELECT "activity_id", min("start_time") AS first_start
              FROM "activity_start_times" GROUP BY "activity_id") f ON f."activity_id" = p."activity_id"
     WHERE p."minutes_before_start" IS NULL
  ) converted
 WHERE pl."activity_id" = converted."activity_id"
   AND pl."location_id" = converted."location_id";
