-- Inspirations written before articles existed get an address from their title (decision 028):
-- lower-case words joined by hyphens, with the row id appended where two titles would collide.
UPDATE "travel_inspirations" t
   SET "seo_url" = s.slug || CASE WHEN s.n > 1 THEN '-' || t.id ELSE '' END
  FROM (
    SELECT id,
           trim(both '-' from regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g')) AS slug,
           count(*) OVER (PARTITION BY trim(both '-' from regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g'))) AS n
      FROM "travel_inspirations"
     WHERE "seo_url" IS NULL
  ) s
 WHERE s.id = t.id;
