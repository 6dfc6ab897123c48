-- Custom SQL migration file, put your code below! --
-- drizzle-kit does not create extensions; the trigram indexes of later migrations need pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
