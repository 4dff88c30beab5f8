-- The sales desk's list (DESIGN.md §6) stays fast at 100,000 leads: every sort it offers is an index
-- it can page through by key, every filter has an index, and search has two:
--   search_words: buyer, company and message as words (a GIN over a tsvector, matched by prefix);
--   search_contact: reference, e-mail and the phone's digits as one lower-cased text, matched
--   anywhere with pg_trgm, so that "0171", "padma.com" or a reference's first characters find it;
--   a text with an @ is an e-mail's beginning, a range of leads_email_prefix_idx ("rahim@pa").
-- Both are generated columns: existing rows get them when this runs, and no write path can forget them.
ALTER TABLE "leads" ADD COLUMN "search_words" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "buyer_name" || ' ' || coalesce("company", '') || ' ' || "message")) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_contact" text GENERATED ALWAYS AS (lower("reference" || ' ' || "email" || ' ' || regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "leads_search_words_idx" ON "leads" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "leads_search_contact_idx" ON "leads" USING gin ("search_contact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_prefix_idx" ON "leads" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "leads_products_idx" ON "leads" USING gin ("product_ids");--> statement-breakpoint
CREATE INDEX "leads_categories_idx" ON "leads" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "leads_kind_created_idx" ON "leads" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_activity_idx" ON "leads" USING btree ("last_activity_at","id");--> statement-breakpoint
CREATE INDEX "leads_buyer_idx" ON "leads" USING btree ("buyer_name","id");--> statement-breakpoint
CREATE INDEX "leads_reference_idx" ON "leads" USING btree ("reference","id");--> statement-breakpoint
CREATE INDEX "leads_spam_created_idx" ON "leads" USING btree ("created_at","id") WHERE "is_spam";
