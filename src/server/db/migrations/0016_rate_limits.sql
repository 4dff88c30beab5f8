-- Rate-limit counters shared by every app instance on one database: one row per limited route and
-- client (or e-mail address), counting the hits of its current window. A new table: no rows to move.
CREATE TABLE IF NOT EXISTS "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limits_resets_at_idx" ON "rate_limits" USING btree ("resets_at");
