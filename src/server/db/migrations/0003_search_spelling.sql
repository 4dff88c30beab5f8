-- British and American spellings of a word meet in one spelling (the American), in the products'
-- search text and in the words of a query alike (search.ts), so that "sulfate" finds "Sodium
-- Sulphate" and "aluminium" finds "Aluminum Chloride". Each pair is a stem replaced wherever it
-- appears ("sulph" covers sulphur, sulphuric, sulphate, hydrosulphite...); only stems that belong to
-- no other word. Changing this list changes every product's search text: do it in a new migration
-- that also recomputes search_text and search_words, as this one does.
CREATE FUNCTION "search_spelling"("text" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    replace(replace(replace("text",
      'sulph', 'sulf'),
      'aluminium', 'aluminum'),
      'caesium', 'cesium'),
      'glycerine', 'glycerin'),
      'colour', 'color'),
      'odour', 'odor'),
      'vapour', 'vapor'),
      'flavour', 'flavor'),
      'mould', 'mold'),
      'grey', 'gray'),
      'fibre', 'fiber'),
      'litre', 'liter'),
      'metre', 'meter'),
      'centre', 'center'),
      'fertilis', 'fertiliz'),
      'stabilis', 'stabiliz'),
      'neutralis', 'neutraliz'),
      'oxidis', 'oxidiz'),
      'ionis', 'ioniz'),
      'sterilis', 'steriliz'),
      'polymeris', 'polymeriz'),
      'crystallis', 'crystalliz'),
      'vulcanis', 'vulcaniz')
$$;
--> statement-breakpoint
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_spelling(lower(name || ' ' || category || ' ' || coalesce(cas_number, '') || ' ' || replace(coalesce(cas_number, ''), '-', '') || ' ' || description))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_spelling(lower(name))) STORED NOT NULL;--> statement-breakpoint
-- The index went with the old column.
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The vocabulary of misspellings is made of the search text's words, now spelt the new way.
DELETE FROM "search_words";--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products", regexp_split_to_table("products"."search_text", '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;
