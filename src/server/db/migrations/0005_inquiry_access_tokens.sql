CREATE TABLE "inquiry_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiry_access_tokens" ADD CONSTRAINT "inquiry_access_tokens_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_access_tokens_inquiry_idx" ON "inquiry_access_tokens" USING btree ("inquiry_id");