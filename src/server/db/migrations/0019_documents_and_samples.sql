-- Product documents become rows of their own (kind, language, revision date, access), so a product can
-- carry several revisions and languages of one sheet and a sheet can be given out on request only.
-- The documents products listed until now are English, public, revised on the product's last change.
CREATE TABLE "product_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"revision_date" date NOT NULL,
	"access" text DEFAULT 'public' NOT NULL,
	"title" text NOT NULL,
	"asset" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_documents_kind_check" CHECK ("kind" IN ('sds', 'tds', 'coa', 'other')),
	CONSTRAINT "product_documents_language_check" CHECK ("language" IN ('en', 'bn')),
	CONSTRAINT "product_documents_access_check" CHECK ("access" IN ('public', 'on_request'))
);--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_documents_product_idx" ON "product_documents" USING btree ("product_id","kind","language","revision_date","created_at");--> statement-breakpoint
CREATE INDEX "product_documents_created_idx" ON "product_documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "product_documents_asset_idx" ON "product_documents" USING btree ("asset");--> statement-breakpoint
INSERT INTO "product_documents" ("product_id", "kind", "language", "revision_date", "access", "title", "asset", "byte_size", "created_at")
SELECT p."id", doc->>'kind', 'en', (p."updated_at" AT TIME ZONE 'Asia/Dhaka')::date, 'public',
  coalesce(nullif(doc->>'title', ''), CASE doc->>'kind' WHEN 'sds' THEN 'Safety Data Sheet (SDS)' ELSE 'Technical Data Sheet' END),
  doc->>'asset', coalesce((doc->>'byteSize')::integer, 0), p."updated_at"
FROM "products" p, jsonb_array_elements(p."documents") doc
WHERE jsonb_typeof(doc) = 'object' AND doc->>'asset' IS NOT NULL AND doc->>'kind' IN ('sds', 'tds');--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "documents";--> statement-breakpoint
-- Who asked for a document given out on request: a lead for the sales team. The document, product
-- and their names are kept as they were asked for, so the lead outlives a deleted sheet. The link
-- mailed to the buyer is stored as its SHA-256 alone.
CREATE TABLE "document_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"document_kind" text NOT NULL,
	"document_language" text NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"user_id" uuid,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"last_downloaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_document_id_product_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."product_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_requests_token_idx" ON "document_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "document_requests_created_idx" ON "document_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "document_requests_document_idx" ON "document_requests" USING btree ("document_id");--> statement-breakpoint
-- Sample requests have their own statuses. The variant is kept as its id and the words it had when
-- asked for (variants may change or go); the buyer follows the request through a private link.
CREATE TABLE "sample_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"variant_id" uuid,
	"variant_label" text,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	"intended_use" text NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"delivery_address" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'new' NOT NULL,
	"courier" text,
	"tracking_note" text,
	"decline_reason" text,
	"tracking_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_requests_status_check" CHECK ("status" IN ('new', 'approved', 'dispatched', 'delivered', 'declined'))
);--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sample_requests_tracking_token_idx" ON "sample_requests" USING btree ("tracking_token_hash");--> statement-breakpoint
CREATE INDEX "sample_requests_created_idx" ON "sample_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sample_requests_status_created_idx" ON "sample_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "sample_requests_user_created_idx" ON "sample_requests" USING btree ("user_id","created_at");
