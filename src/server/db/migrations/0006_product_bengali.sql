-- Optional Bengali name and description for each product, and both in the search text (as written:
-- PostgreSQL has no Bengali stemming; trigrams find a Bengali word or a part of one as they find an
-- English one). The generated columns are made again with the new columns in them.
ALTER TABLE "products" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_spelling(lower(name || ' ' || coalesce(name_bn, '') || ' ' || category || ' ' || coalesce(cas_number, '') || ' ' || replace(coalesce(cas_number, ''), '-', '') || ' ' || description || ' ' || coalesce(description_bn, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" drop column "search_name";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_spelling(lower(name || ' ' || coalesce(name_bn, '')))) STORED NOT NULL;--> statement-breakpoint
-- The index went with the old column.
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
