ALTER TABLE "inquiries" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "company_address" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "bin" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "buyer_company" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "buyer_address" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "buyer_bin" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "sent_by_email" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "standard_terms" jsonb DEFAULT '{"en":"","bn":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD COLUMN "cas_number" text;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD COLUMN "grade" text;--> statement-breakpoint
-- Quotations already sent: the preparer's e-mail from their account while it exists, and each line's
-- CAS number from its product. They were sent without standard terms, and keep none.
UPDATE "quotations" SET "sent_by_email" = "users"."email" FROM "users" WHERE "users"."id" = "quotations"."sent_by_user_id";--> statement-breakpoint
UPDATE "quotation_lines" SET "cas_number" = "products"."cas_number" FROM "products" WHERE "products"."id" = "quotation_lines"."product_id" AND "products"."cas_number" IS NOT NULL;
