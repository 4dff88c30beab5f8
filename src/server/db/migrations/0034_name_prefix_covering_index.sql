-- A product page's related products are counted among those whose name begins with the same word in
-- other categories. The prefix index found them, but every one was then read from the table for its
-- category: 16,000 rows, 80-150 ms at 100,000 products on the embedded database, for each category
-- and word a product page asked for first. With the category and the name in the index (the name
-- because PostgreSQL reads lower(name) from an index only when the index also holds name), the count
-- is read from the index alone: 8 ms.
DROP INDEX IF EXISTS "products_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "products_name_prefix_idx" ON "products" USING btree (lower("name") text_pattern_ops,"category","name");
