-- A dump restores with an empty search path, and the products' generated columns call search_spelling,
-- which called bengali_spelling by its bare name: restoring a backup with a plain pg_restore failed
-- to create the products table. It now names the function with its schema (the one the migrations
-- run in), and pg_dump already writes search_spelling's own name in full.
DO $do$ BEGIN
EXECUTE format($sql$
CREATE OR REPLACE FUNCTION "search_spelling"("text" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $body$
  SELECT
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    replace(replace(replace(%I.bengali_spelling("text"),
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
$body$;
$sql$, current_schema());
END $do$;
