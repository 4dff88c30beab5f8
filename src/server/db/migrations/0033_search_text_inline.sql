-- Search reads search_text for every product one of its words finds (the trigram index only narrows
-- the candidates; each is checked against the text). A product's row is wider than PostgreSQL's
-- 2 KB page share, so it moved its largest value, search_text, out to the TOAST table: a common word
-- at 100,000 products then read some 60,000 pages instead of 11,000, and took four times as long.
-- Kept in the row (compressed if need be), the descriptions move out instead; they are read only
-- for the products a page shows. CLUSTER rewrites the rows stored so far under the new rule (it is
-- the one rewrite allowed inside a migration's transaction), and the table is not left marked as
-- clustered.
ALTER TABLE "products" ALTER COLUMN "search_text" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_name" SET STORAGE MAIN;--> statement-breakpoint
CLUSTER "products" USING "products_created_id_idx";--> statement-breakpoint
ALTER TABLE "products" SET WITHOUT CLUSTER;
