-- The subsidiary hazard classes of a dangerous good, beside its class: the UN list gives hydrogen
-- peroxide 50% as class 5.1 with subsidiary 8 ("5.1 (8)"), methanol as 3 (6.1), glacial acetic acid as
-- 8 (3). Existing products have none recorded: an empty list, which the pages show as nothing, as before.
ALTER TABLE "products" ADD COLUMN "subsidiary_classes" text[] DEFAULT '{}'::text[] NOT NULL;
