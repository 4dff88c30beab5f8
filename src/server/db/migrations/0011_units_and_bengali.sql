-- Prices are per a unit of the one fixed list (src/contract/enums.ts QUANTITY_UNITS), so every page
-- can write it in its language. Today's free-text units are read as one of them: case, spaces, a
-- leading "per" or "/", a note in brackets ("drum (200 L)") and a pack's contents ("per 25 kg bag")
-- do not matter, and the usual spellings and plurals of each unit are known. A unit that cannot be
-- read ("per 100 g", anything unknown) is kept as written in unit_legacy, the product's unit becomes
-- "piece", and a shown price is hidden behind "Contact for pricing" until an admin chooses its unit
-- (the admin's form shows the old text): no buyer sees a price against the wrong unit, and nothing
-- the admin wrote is lost.
ALTER TABLE "products" ADD COLUMN "unit_legacy" text;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "unit" SET DEFAULT 'piece';--> statement-breakpoint
WITH "spelled" AS (
  SELECT "id", "unit" AS "written",
    btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      lower("unit"),
      '\([^)]*\)', ' ', 'g'),                                    -- "drum (200 l)": the note goes
      '^\s*(per\s+|/\s*|each\s+|an?\s+)', ''),                    -- "per kg", "/mt", "a drum"
      '^1\s+', ''),                                               -- "per 1 kg"
      '^\d+([.,]\d+)?\s*(kg|kgs|g|gm|gms|l|lt|ltr|ltrs|litres?|liters?|ml)\.?\s+(?=\S)', ''),  -- "25 kg bag"
      '\.', '', 'g'),                                             -- "k.g.", "m.t."
      '\s+', ' ', 'g')) AS "word"
  FROM "products"
),
"read" AS (
  SELECT "id", "written",
    CASE
      WHEN "word" IN ('kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'কেজি') THEN 'kg'
      WHEN "word" IN ('g', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes', 'গ্রাম') THEN 'g'
      WHEN "word" IN ('mt', 't', 'ton', 'tons', 'tonne', 'tonnes', 'metric ton', 'metric tons', 'metric tonne', 'metric tonnes', 'টন', 'মেট্রিক টন') THEN 'MT'
      WHEN "word" IN ('l', 'lt', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters', 'লিটার') THEN 'litre'
      WHEN "word" IN ('ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters') THEN 'mL'
      WHEN "word" IN ('drum', 'drums', 'ড্রাম') THEN 'drum'
      WHEN "word" IN ('carboy', 'carboys') THEN 'carboy'
      WHEN "word" IN ('jerrycan', 'jerrycans', 'jerry can', 'jerry cans', 'can', 'cans', 'jar', 'jars') THEN 'jerrycan'
      WHEN "word" IN ('ibc', 'ibcs', 'ibc tank', 'ibc tanks', 'tote', 'totes', 'tote tank', 'tote tanks') THEN 'IBC'
      WHEN "word" IN ('cylinder', 'cylinders') THEN 'cylinder'
      WHEN "word" IN ('bag', 'bags', 'sack', 'sacks', 'ব্যাগ', 'বস্তা') THEN 'bag'
      WHEN "word" IN ('carton', 'cartons', 'ctn', 'ctns', 'box', 'boxes') THEN 'carton'
      WHEN "word" IN ('bottle', 'bottles', 'btl') THEN 'bottle'
      WHEN "word" IN ('', 'piece', 'pieces', 'pc', 'pcs', 'item', 'items', 'unit', 'units', 'each', 'ea', 'no', 'nos', 'পিস') THEN 'piece'
    END AS "unit"
  FROM "spelled"
)
UPDATE "products" SET
  "unit" = coalesce("read"."unit", 'piece'),
  "unit_legacy" = CASE WHEN "read"."unit" IS NULL THEN "read"."written" END,
  "contact_for_price" = "products"."contact_for_price" OR ("read"."unit" IS NULL AND "products"."price_min" IS NOT NULL)
FROM "read"
WHERE "products"."id" = "read"."id";--> statement-breakpoint
-- Job posts in Bengali, like products: an optional title, description and requirements, shown on
-- Bengali pages where given (the English ones otherwise).
ALTER TABLE "careers" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "requirements_bn" jsonb DEFAULT '[]'::jsonb NOT NULL;
