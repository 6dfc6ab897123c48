CREATE TABLE "currency_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"units_per_usd" numeric(18, 6) NOT NULL,
	"rate_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_positive_check" CHECK ("currency_rates"."units_per_usd" > 0)
);
