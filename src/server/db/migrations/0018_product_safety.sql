-- Hazard and transport data on products (DESIGN.md §6): GHS pictograms, signal word, H and P
-- statement codes, storage conditions in English and Bengali, UN number (its 4 digits), proper
-- shipping name, transport class, packing group, HS code (its 8 digits), country of origin (ISO
-- alpha-2) and availability. Existing products have none of these: empty lists and nulls, which the
-- pages show as nothing. Search finds a product by its UN number ("un1830", "1830") and HS code
-- ("2807", "28070000", "2807.00.00"), so both go into the search text, which is made again.
ALTER TABLE "products" ADD COLUMN "ghs_pictograms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "signal_word" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hazard_statements" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "precautionary_statements" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage_conditions" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage_conditions_bn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "un_number" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "proper_shipping_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "transport_class" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packing_group" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hs_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_country" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "availability" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "import_weeks" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_signal_word_check" CHECK ("signal_word" is null or "signal_word" in ('danger', 'warning'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_un_number_check" CHECK ("un_number" is null or "un_number" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_packing_group_check" CHECK ("packing_group" is null or "packing_group" in ('I', 'II', 'III'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hs_code_check" CHECK ("hs_code" is null or "hs_code" ~ '^[0-9]{8}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_availability_check" CHECK (("availability" is null and "import_weeks" is null) or ("availability" = 'dhaka' and "import_weeks" is null) or ("availability" = 'import' and "import_weeks" between 1 and 52));--> statement-breakpoint
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_spelling(lower(name || ' ' || coalesce(name_bn, '') || ' ' || category || ' ' || coalesce(cas_number, '') || ' ' || replace(coalesce(cas_number, ''), '-', '') || ' ' || coalesce('un' || un_number || ' ' || un_number, '') || ' ' || coalesce(hs_code || ' ' || substr(hs_code, 1, 4) || '.' || substr(hs_code, 5, 2) || '.' || substr(hs_code, 7, 2), '') || ' ' || description || ' ' || coalesce(description_bn, '')))) STORED NOT NULL;--> statement-breakpoint
-- The index went with the old column.
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products", search_text_words("products"."search_text") AS w
ON CONFLICT DO NOTHING;
