CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"subject_hash" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_hits_bucket_subject_hash_window_start_pk" PRIMARY KEY("bucket","subject_hash","window_start")
);
--> statement-breakpoint
CREATE TABLE "spent_proofs" (
	"kind" text NOT NULL,
	"proof_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spent_proofs_kind_proof_hash_pk" PRIMARY KEY("kind","proof_hash")
);
--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "payload" jsonb;