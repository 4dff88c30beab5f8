-- The sales desk's one queue (DESIGN.md §6): a row per price inquiry, contact message, sample request
-- and document request, with what the desk adds (owner, desk status, first response, spam flag) and a
-- copy of what its list shows and searches, so that one indexed table answers every view.
--
-- The row is kept by triggers on the tables of each kind, in the statement that writes them: no
-- write path can forget it, and it costs the write no extra round trip.
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"inquiry_id" uuid,
	"contact_message_id" uuid,
	"sample_request_id" uuid,
	"document_request_id" uuid,
	"reference" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"owner_id" uuid,
	"buyer_name" text NOT NULL,
	"company" text,
	"email" text NOT NULL,
	"phone" text,
	"message" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"user_id" uuid,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"product_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"quantity" numeric(14, 3),
	"unit" text,
	"line_count" smallint DEFAULT 0 NOT NULL,
	"is_spam" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_response_at" timestamp with time zone,
	CONSTRAINT "leads_one_source" CHECK (num_nonnulls("inquiry_id", "contact_message_id", "sample_request_id", "document_request_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_sample_request_id_sample_requests_id_fk" FOREIGN KEY ("sample_request_id") REFERENCES "public"."sample_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_document_request_id_document_requests_id_fk" FOREIGN KEY ("document_request_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_inquiry_idx" ON "leads" USING btree ("inquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_contact_message_idx" ON "leads" USING btree ("contact_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_sample_request_idx" ON "leads" USING btree ("sample_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_document_request_idx" ON "leads" USING btree ("document_request_id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_owner_created_idx" ON "leads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_unanswered_idx" ON "leads" USING btree ("created_at") WHERE "first_response_at" IS NULL AND NOT "is_spam";--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint

-- An inquiry: its lead on insert; the desk status is the inquiry's own status.
CREATE FUNCTION "lead_from_inquiry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO leads (kind, inquiry_id, reference, status, buyer_name, company, email, phone, message, language, user_id, created_at, last_activity_at)
		VALUES ('inquiry', NEW.id, upper(left(NEW.id::text, 8)), NEW.status, NEW.name, NEW.company, NEW.email, NEW.phone, NEW.inquiry, NEW.language, NEW.user_id, NEW.created_at, NEW.created_at);
	ELSIF NEW.status IS DISTINCT FROM OLD.status OR NEW.company IS DISTINCT FROM OLD.company THEN
		UPDATE leads SET status = NEW.status, company = NEW.company, last_activity_at = greatest(last_activity_at, now())
		WHERE inquiry_id = NEW.id;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "inquiries_lead" AFTER INSERT OR UPDATE ON "inquiries" FOR EACH ROW EXECUTE FUNCTION "lead_from_inquiry"();--> statement-breakpoint

-- An inquiry's lines: what its lead lists and filters by (products, their categories, the first quantity).
CREATE FUNCTION "lead_from_inquiry_line"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE leads SET
		product_ids = CASE WHEN NEW.product_id IS NULL OR NEW.product_id = ANY(product_ids) THEN product_ids ELSE product_ids || NEW.product_id END,
		product_names = product_names || NEW.product_name,
		categories = categories || ARRAY(SELECT p.category FROM products p WHERE p.id = NEW.product_id AND p.category <> '' AND NOT p.category = ANY(categories)),
		quantity = CASE WHEN line_count = 0 THEN NEW.quantity ELSE quantity END,
		unit = CASE WHEN line_count = 0 THEN NEW.unit ELSE unit END,
		line_count = line_count + 1
	WHERE inquiry_id = NEW.inquiry_id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "inquiry_lines_lead" AFTER INSERT ON "inquiry_lines" FOR EACH ROW EXECUTE FUNCTION "lead_from_inquiry_line"();--> statement-breakpoint

-- An inquiry's history: the first status change, quotation or message from staff is the first response.
CREATE FUNCTION "lead_from_inquiry_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE leads SET
		last_activity_at = greatest(last_activity_at, NEW.created_at),
		first_response_at = CASE
			WHEN first_response_at IS NULL AND NEW.kind IN ('status', 'quotationSent') THEN NEW.created_at
			ELSE first_response_at END
	WHERE inquiry_id = NEW.inquiry_id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "inquiry_events_lead" AFTER INSERT ON "inquiry_events" FOR EACH ROW EXECUTE FUNCTION "lead_from_inquiry_event"();--> statement-breakpoint

CREATE FUNCTION "lead_from_contact_message"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO leads (kind, contact_message_id, reference, buyer_name, email, phone, message, created_at, last_activity_at)
	VALUES ('contact', NEW.id, upper(left(NEW.id::text, 8)), NEW.name, NEW.email, NEW.phone, NEW.message, NEW.created_at, NEW.created_at);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "contact_messages_lead" AFTER INSERT ON "contact_messages" FOR EACH ROW EXECUTE FUNCTION "lead_from_contact_message"();--> statement-breakpoint

-- A sample request: answering it (approving, sending or declining) is the first response, and moves
-- its desk status: approved or dispatched is answered, delivered or declined is closed.
CREATE FUNCTION "lead_from_sample_request"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO leads (kind, sample_request_id, reference, buyer_name, company, email, phone, message, language, user_id,
			product_ids, product_names, categories, quantity, unit, line_count, created_at, last_activity_at)
		VALUES ('sample', NEW.id, upper(left(NEW.id::text, 8)), NEW.name, NEW.company, NEW.email, NEW.phone, NEW.intended_use, NEW.language, NEW.user_id,
			CASE WHEN NEW.product_id IS NULL THEN '{}'::uuid[] ELSE ARRAY[NEW.product_id] END,
			ARRAY[NEW.product_name],
			ARRAY(SELECT p.category FROM products p WHERE p.id = NEW.product_id AND p.category <> ''),
			NEW.quantity, NEW.unit, 1, NEW.created_at, NEW.created_at);
	ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
		UPDATE leads SET
			status = CASE NEW.status WHEN 'new' THEN 'new' WHEN 'approved' THEN 'responded' WHEN 'dispatched' THEN 'responded' ELSE 'closed' END,
			last_activity_at = greatest(last_activity_at, now()),
			first_response_at = coalesce(first_response_at, now())
		WHERE sample_request_id = NEW.id;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sample_requests_lead" AFTER INSERT OR UPDATE ON "sample_requests" FOR EACH ROW EXECUTE FUNCTION "lead_from_sample_request"();--> statement-breakpoint

CREATE FUNCTION "lead_from_document_request"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO leads (kind, document_request_id, reference, buyer_name, company, email, language, user_id,
		product_ids, product_names, categories, line_count, created_at, last_activity_at)
	VALUES ('document', NEW.id, upper(left(NEW.id::text, 8)), NEW.name, NEW.company, NEW.email, NEW.language, NEW.user_id,
		CASE WHEN NEW.product_id IS NULL THEN '{}'::uuid[] ELSE ARRAY[NEW.product_id] END,
		ARRAY[NEW.product_name],
		ARRAY(SELECT p.category FROM products p WHERE p.id = NEW.product_id AND p.category <> ''),
		1, NEW.created_at, NEW.created_at);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "document_requests_lead" AFTER INSERT ON "document_requests" FOR EACH ROW EXECUTE FUNCTION "lead_from_document_request"();--> statement-breakpoint

-- The leads that already exist, with their lines, and their first responses as their histories tell them.
INSERT INTO leads (kind, inquiry_id, reference, status, buyer_name, company, email, phone, message, language, user_id,
	product_ids, product_names, categories, quantity, unit, line_count, created_at, last_activity_at, first_response_at)
SELECT 'inquiry', i.id, upper(left(i.id::text, 8)), i.status, i.name, i.company, i.email, i.phone, i.inquiry, i.language, i.user_id,
	coalesce((SELECT array_agg(DISTINCT l.product_id) FROM inquiry_lines l WHERE l.inquiry_id = i.id AND l.product_id IS NOT NULL), '{}'::uuid[]),
	coalesce((SELECT array_agg(l.product_name ORDER BY l.position) FROM inquiry_lines l WHERE l.inquiry_id = i.id), '{}'::text[]),
	coalesce((SELECT array_agg(DISTINCT p.category) FROM inquiry_lines l JOIN products p ON p.id = l.product_id WHERE l.inquiry_id = i.id AND p.category <> ''), '{}'::text[]),
	(SELECT l.quantity FROM inquiry_lines l WHERE l.inquiry_id = i.id ORDER BY l.position LIMIT 1),
	(SELECT l.unit FROM inquiry_lines l WHERE l.inquiry_id = i.id ORDER BY l.position LIMIT 1),
	(SELECT count(*) FROM inquiry_lines l WHERE l.inquiry_id = i.id),
	i.created_at,
	greatest(i.updated_at, i.created_at),
	(SELECT min(e.created_at) FROM inquiry_events e WHERE e.inquiry_id = i.id AND e.kind IN ('status', 'quotationSent'))
FROM inquiries i;--> statement-breakpoint
INSERT INTO leads (kind, contact_message_id, reference, status, buyer_name, email, phone, message, created_at, last_activity_at)
SELECT 'contact', c.id, upper(left(c.id::text, 8)), CASE WHEN c.is_read THEN 'inProgress' ELSE 'new' END, c.name, c.email, c.phone, c.message, c.created_at, coalesce(c.read_at, c.created_at)
FROM contact_messages c;--> statement-breakpoint
INSERT INTO leads (kind, sample_request_id, reference, status, buyer_name, company, email, phone, message, language, user_id,
	product_ids, product_names, categories, quantity, unit, line_count, created_at, last_activity_at, first_response_at)
SELECT 'sample', s.id, upper(left(s.id::text, 8)),
	CASE s.status WHEN 'new' THEN 'new' WHEN 'approved' THEN 'responded' WHEN 'dispatched' THEN 'responded' ELSE 'closed' END,
	s.name, s.company, s.email, s.phone, s.intended_use, s.language, s.user_id,
	CASE WHEN s.product_id IS NULL THEN '{}'::uuid[] ELSE ARRAY[s.product_id] END,
	ARRAY[s.product_name],
	ARRAY(SELECT p.category FROM products p WHERE p.id = s.product_id AND p.category <> ''),
	s.quantity, s.unit, 1, s.created_at, s.updated_at,
	CASE WHEN s.status = 'new' THEN NULL ELSE s.updated_at END
FROM sample_requests s;--> statement-breakpoint
INSERT INTO leads (kind, document_request_id, reference, buyer_name, company, email, language, user_id,
	product_ids, product_names, categories, line_count, created_at, last_activity_at)
SELECT 'document', d.id, upper(left(d.id::text, 8)), d.name, d.company, d.email, d.language, d.user_id,
	CASE WHEN d.product_id IS NULL THEN '{}'::uuid[] ELSE ARRAY[d.product_id] END,
	ARRAY[d.product_name],
	ARRAY(SELECT p.category FROM products p WHERE p.id = d.product_id AND p.category <> ''),
	1, d.created_at, d.created_at
FROM document_requests d;
