-- The public forms' writes in one statement each (a buyer's inquiry, sample or document request,
-- contact message): on the embedded database every statement is a round trip on its one session,
-- and a transaction holds that session from BEGIN to COMMIT while every other query waits. What
-- those writes asked in statements of their own before now happens inside the one that stores them.

-- A public form's sender, unless the address is blocked: then the statement fails with SQLSTATE
-- MC001 and stores nothing (the form answers as if kept). A submission already known to be dropped
-- runs with catalogue.dropped_submission set, which lets it through: it is rolled back anyway.
CREATE FUNCTION "sender_unless_blocked"("address" text) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	IF current_setting('catalogue.dropped_submission', true) IS DISTINCT FROM 'on'
		AND EXISTS (SELECT FROM blocked_emails WHERE email = lower(btrim(address))) THEN
		RAISE EXCEPTION 'blocked sender' USING ERRCODE = 'MC001';
	END IF;
	RETURN address;
END $$;--> statement-breakpoint

-- An inquiry's dedupe key, unless the same submission was stored since `since` and staff have not
-- started on it: then the statement fails with SQLSTATE MC002, the stored inquiry's id as its DETAIL.
-- Two identical submissions at once take turns on the key's lock, and the second looks with a
-- snapshot taken after the lock (a volatile function's query takes its own), so on a server with
-- several sessions it sees the first's row once that commits.
CREATE FUNCTION "inquiry_key_unless_repeated"("key" text, "since" timestamptz) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	repeated uuid;
BEGIN
	IF current_setting('catalogue.dropped_submission', true) IS NOT DISTINCT FROM 'on' THEN
		RETURN key;
	END IF;
	PERFORM pg_advisory_xact_lock(hashtextextended(key, 0));
	SELECT id INTO repeated FROM inquiries
	WHERE dedupe_key = key AND created_at > since AND status = 'new' AND NOT is_resolved
	ORDER BY created_at DESC LIMIT 1;
	IF repeated IS NOT NULL THEN
		RAISE EXCEPTION 'repeated inquiry' USING ERRCODE = 'MC002', DETAIL = repeated::text;
	END IF;
	RETURN key;
END $$;--> statement-breakpoint

-- An inquiry's lead now also starts its timeline with the submission: the event needs the lead's id,
-- which the statement storing the inquiry cannot see (its trigger makes the lead as it ends).
CREATE OR REPLACE FUNCTION "lead_from_inquiry"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	lead uuid;
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO leads (kind, inquiry_id, reference, status, buyer_name, company, email, phone, message, language, user_id, created_at, last_activity_at)
		VALUES ('inquiry', NEW.id, upper(left(NEW.id::text, 8)), NEW.status, NEW.name, NEW.company, NEW.email, NEW.phone, NEW.inquiry, NEW.language, NEW.user_id, NEW.created_at, NEW.created_at)
		RETURNING id INTO lead;
		INSERT INTO lead_events (lead_id, inquiry_id, kind, status, actor_user_id, actor_name, created_at)
		VALUES (lead, NEW.id, 'submitted', NEW.status, NEW.user_id, NEW.name, NEW.created_at);
	ELSIF NEW.status IS DISTINCT FROM OLD.status OR NEW.company IS DISTINCT FROM OLD.company THEN
		UPDATE leads SET status = NEW.status, company = NEW.company, last_activity_at = greatest(last_activity_at, now())
		WHERE inquiry_id = NEW.id;
	END IF;
	RETURN NULL;
END $$;
