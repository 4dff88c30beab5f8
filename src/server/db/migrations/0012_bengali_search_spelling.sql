-- Bengali words are typed in several ways that mean the same word: য়, ড় and ঢ় as one code point or
-- as the letter and its nukta, ো and ৌ as one code point or as two vowel signs, "অ্যাসিড" or "এ্যাসিড"
-- for "এসিড", and letters buyers confuse because they sound alike (শ/ষ/স, ী/ি, ূ/ু, ঈ/ই, ঊ/উ, ণ/ন). They
-- are folded one way, in the products' search text and in a query's words alike (search_spelling),
-- so any of them finds the others: NFC first (which also writes য়, ড়, ঢ় as letter and nukta), then
-- the invisible joiners and the chandrabindu (কাঁচ/কাচ) are dropped, ৎ is written ত্ (as older
-- keyboards type it), and Bengali digits are written as Latin ones, so a CAS number or a strength
-- typed in either finds the product.
CREATE FUNCTION "bengali_spelling"("text" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(replace(replace(
    translate(normalize("text", NFC),
      'শষণীূঈঊ০১২৩৪৫৬৭৮৯' || U&'\200C\200D' || 'ঁ',
      'সসনিুইউ0123456789'),
    'অ্যা', 'এ'),
    'এ্যা', 'এ'),
    'ৎ', 'ত্')
$$;
--> statement-breakpoint
-- As in migration 0003, with the Bengali folding first.
CREATE OR REPLACE FUNCTION "search_spelling"("text" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    replace(replace(replace(bengali_spelling("text"),
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
-- The words of a search text, for the vocabulary of misspellings. A Bengali word is one word: the
-- database's own idea of a letter, which depends on its locale, leaves out the virama (্) and would
-- cut "কস্টিক" in two.
CREATE FUNCTION "search_text_words"("text" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w FROM regexp_split_to_table("text", '[^[:alnum:]ঀ-৿]+') AS w WHERE length(w) BETWEEN 3 AND 40
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_collect_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "changed_products", search_text_words("changed_products"."search_text") AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Every product's search text and name, spelt the new way (an update computes the generated
-- columns again), then the vocabulary made again from them.
UPDATE "products" SET "name" = "name";--> statement-breakpoint
DELETE FROM "search_words";--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products", search_text_words("products"."search_text") AS w
ON CONFLICT DO NOTHING;
