ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "private_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment" bytea;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "unfinished_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Message-IDs are now given by the first claim, on the sender's domain; queued mail keeps its own.
ALTER TABLE "mail_outbox" ALTER COLUMN "message_id" DROP NOT NULL;--> statement-breakpoint
-- Mail already sent held its tracking link in clear: the token is cut out of every copy kept (the
-- buyer has the mail). Mail still waiting keeps its link, which it must deliver.
UPDATE "mail_outbox"
SET "text_body" = regexp_replace("text_body", '/quotes/[A-Za-z0-9_-]{43}', '/quotes/[removed]', 'g'),
    "html_body" = regexp_replace("html_body", '/quotes/[A-Za-z0-9_-]{43}', '/quotes/[removed]', 'g')
WHERE "status" = 'sent';--> statement-breakpoint
CREATE INDEX "mail_outbox_retained_idx" ON "mail_outbox" USING btree ("sent_at") WHERE "mail_outbox"."status" = 'sent' and "mail_outbox"."text_body" <> '';
