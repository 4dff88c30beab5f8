DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "products_created_id_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_name_prefix_idx" ON "products" USING btree (lower("name") text_pattern_ops);