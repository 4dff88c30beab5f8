-- Grades and packs (DESIGN.md §6): a product may be sold in variants, each with its own price,
-- minimum order and stock. Inquiry and quotation lines may name one: variant_id while it exists, and
-- variant_label, what it was when the line was written, so a later edit or deletion of the variant
-- does not rewrite them. Existing products have no variants and existing lines name none.
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"grade" text NOT NULL,
	"purity" text,
	"pack_quantity" numeric(14, 3) NOT NULL,
	"pack_unit" text NOT NULL,
	"container" text NOT NULL,
	"price_min" numeric(14, 2),
	"price_max" numeric(14, 2),
	"currency" text DEFAULT 'BDT' NOT NULL,
	"price_unit" text NOT NULL,
	"contact_for_price" boolean DEFAULT false NOT NULL,
	"moq" numeric(14, 3),
	"moq_unit" text,
	"stock" text DEFAULT 'in_stock' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "product_variants_product_position_idx" ON "product_variants" USING btree ("product_id","position");
--> statement-breakpoint
-- The catalogue's grade filter: the products offered in a grade, from the index alone.
CREATE INDEX "product_variants_grade_product_idx" ON "product_variants" USING btree ("grade","product_id");
--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD COLUMN "variant_id" uuid;
--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD COLUMN "variant_label" jsonb;
--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD CONSTRAINT "inquiry_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD COLUMN "variant_id" uuid;
--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD COLUMN "variant_label" jsonb;
--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;
