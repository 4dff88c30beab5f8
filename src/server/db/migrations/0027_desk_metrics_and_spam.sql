-- The sales desk's spam defence and response-time figures (DESIGN.md §6).
--
-- Blocked addresses: a lead marked as spam blocks its e-mail address; later requests from it answer
-- like a success and are not stored. Kept lower-case, so the public forms look one up by equality.
CREATE TABLE "blocked_emails" (
	"email" text PRIMARY KEY NOT NULL,
	"blocked_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_emails_lower_case" CHECK ("email" = lower("email"))
);
--> statement-breakpoint
ALTER TABLE "blocked_emails" ADD CONSTRAINT "blocked_emails_blocked_by_user_id_users_id_fk" FOREIGN KEY ("blocked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_emails_created_idx" ON "blocked_emails" USING btree ("created_at","email");--> statement-breakpoint
-- The quotation win rate reads the quotations sent in a recent window.
CREATE INDEX "quotations_sent_idx" ON "quotations" USING btree ("sent_at");--> statement-breakpoint
-- Median first response: the answered leads of a recent window, read from the index alone.
CREATE INDEX "leads_answered_idx" ON "leads" USING btree ("created_at","first_response_at") WHERE "first_response_at" IS NOT NULL AND NOT "is_spam";
