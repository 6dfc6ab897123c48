CREATE TABLE "media_files" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"etag" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- WebP is compressed already: store the bytes out of line without trying pglz again.
ALTER TABLE "media_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
