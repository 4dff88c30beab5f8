-- Timelines and notification lists are ordered by a sequence the database hands out as rows are
-- written, not by their timestamps: two rows written within one millisecond (a quotation and the
-- status change it causes, two notifications in a burst) keep the order they were written in.
-- Existing rows are numbered in the order they were created (ties by id, as they were listed).
ALTER TABLE "inquiry_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "inquiry_events" AS e SET "seq" = o.n
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "inquiry_events") AS o
WHERE e."id" = o."id";--> statement-breakpoint
ALTER TABLE "inquiry_events" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_events" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"inquiry_events"', 'seq'), coalesce(max("seq"), 0) + 1, false) FROM "inquiry_events";--> statement-breakpoint
DROP INDEX "inquiry_events_inquiry_idx";--> statement-breakpoint
CREATE INDEX "inquiry_events_inquiry_idx" ON "inquiry_events" USING btree ("inquiry_id","seq");--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "notifications" AS n SET "seq" = o.n
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "notifications") AS o
WHERE n."id" = o."id";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"notifications"', 'seq'), coalesce(max("seq"), 0) + 1, false) FROM "notifications";--> statement-breakpoint
DROP INDEX "notifications_recipient_idx";--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","read","seq");
