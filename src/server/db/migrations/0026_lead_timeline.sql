-- The sales desk's one timeline (DESIGN.md §6): the inquiry's history becomes the history of every lead.
-- inquiry_events is renamed lead_events and keyed by the lead; an inquiry's events keep their
-- inquiry_id (the buyer's tracking page reads them by it, unchanged), the other kinds have none.
-- New kinds: a staff message to the buyer, an internal note, an owner change and a mail sent to the
-- buyer (its subject, address and outcome are read from the outbox row it names).
ALTER TABLE "inquiry_events" RENAME TO "lead_events";--> statement-breakpoint
ALTER TABLE "lead_events" RENAME CONSTRAINT "inquiry_events_pkey" TO "lead_events_pkey";--> statement-breakpoint
ALTER TABLE "lead_events" RENAME CONSTRAINT "inquiry_events_inquiry_id_inquiries_id_fk" TO "lead_events_inquiry_id_inquiries_id_fk";--> statement-breakpoint
ALTER TABLE "lead_events" RENAME CONSTRAINT "inquiry_events_quotation_id_quotations_id_fk" TO "lead_events_quotation_id_quotations_id_fk";--> statement-breakpoint
ALTER TABLE "lead_events" RENAME CONSTRAINT "inquiry_events_actor_user_id_users_id_fk" TO "lead_events_actor_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "inquiry_events_inquiry_idx" RENAME TO "lead_events_inquiry_idx";--> statement-breakpoint
ALTER SEQUENCE "inquiry_events_seq_seq" RENAME TO "lead_events_seq_seq";--> statement-breakpoint
ALTER TABLE "lead_events" ALTER COLUMN "inquiry_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "owner_name" text;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "mail_id" uuid;--> statement-breakpoint
UPDATE "lead_events" AS e SET "lead_id" = l."id" FROM "leads" AS l WHERE l."inquiry_id" = e."inquiry_id";--> statement-breakpoint
ALTER TABLE "lead_events" ALTER COLUMN "lead_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","seq");--> statement-breakpoint

-- The first response now comes from the lead's timeline, for every kind: a status change, a quotation
-- or a message to the buyer. Any event is activity.
DROP TRIGGER "inquiry_events_lead" ON "lead_events";--> statement-breakpoint
DROP FUNCTION "lead_from_inquiry_event"();--> statement-breakpoint
CREATE FUNCTION "lead_from_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE leads SET
		last_activity_at = greatest(last_activity_at, NEW.created_at),
		first_response_at = CASE
			WHEN first_response_at IS NULL AND NEW.kind IN ('status', 'quotationSent', 'staffMessage') THEN NEW.created_at
			ELSE first_response_at END
	WHERE id = NEW.lead_id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lead_events_lead" AFTER INSERT ON "lead_events" FOR EACH ROW EXECUTE FUNCTION "lead_from_event"();--> statement-breakpoint

-- A notification about a lead opens the lead.
ALTER TABLE "notifications" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint

-- Automatic assignment (setting desk.autoAssign: {enabled, adminIds, last}), off until an admin turns it
-- on. Leads are created by the triggers above from every path that stores one, so the owner is chosen
-- here too, in the statement that creates the lead: the next admin of the list after the last one
-- given a lead, skipping any no longer an admin. The setting's row is locked for it, so two leads
-- created at once take their turns one after the other and the rotation never skips or repeats.
CREATE FUNCTION "lead_auto_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	rule jsonb;
	chosen uuid;
BEGIN
	IF NEW.owner_id IS NOT NULL THEN RETURN NEW; END IF;
	-- Off (the usual case): no lock, so leads created at once do not wait for each other.
	SELECT value INTO rule FROM site_settings WHERE key = 'desk.autoAssign';
	IF rule IS NULL OR rule->'enabled' IS DISTINCT FROM 'true'::jsonb THEN RETURN NEW; END IF;
	-- On: read it again under the row's lock, which holds whose turn it is until this transaction ends.
	SELECT value INTO rule FROM site_settings WHERE key = 'desk.autoAssign' FOR UPDATE;
	IF rule->'enabled' IS DISTINCT FROM 'true'::jsonb OR jsonb_typeof(rule->'adminIds') IS DISTINCT FROM 'array' THEN
		RETURN NEW;
	END IF;
	WITH pool AS (
		SELECT u.id, a.ord
		FROM jsonb_array_elements_text(rule->'adminIds') WITH ORDINALITY AS a(id, ord)
		JOIN users u ON u.id::text = a.id AND u.role = 'admin'
	)
	SELECT p.id INTO chosen FROM pool p
	ORDER BY p.ord <= coalesce((SELECT q.ord FROM pool q WHERE q.id::text = rule->>'last'), 0), p.ord
	LIMIT 1;
	IF chosen IS NOT NULL THEN
		NEW.owner_id := chosen;
		UPDATE site_settings SET value = jsonb_set(value, '{last}', to_jsonb(chosen::text)) WHERE key = 'desk.autoAssign';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "leads_auto_owner" BEFORE INSERT ON "leads" FOR EACH ROW EXECUTE FUNCTION "lead_auto_owner"();
