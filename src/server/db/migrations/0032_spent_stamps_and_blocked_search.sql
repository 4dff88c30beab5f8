-- A public form's start stamp vouches for one submission: the statement storing it records the
-- stamp's hash here, and a second submission with the same stamp fails (SQLSTATE MC003) and stores
-- nothing. A stamp is good for a day (FORM_STAMP_MAX_AGE_MS), so older rows are swept periodically.
CREATE TABLE "spent_form_stamps" (
	"stamp_hash" text PRIMARY KEY NOT NULL,
	"spent_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "spent_form_stamps_spent_at_idx" ON "spent_form_stamps" USING btree ("spent_at");--> statement-breakpoint

-- `value`, once the form's stamp is spent: fails with MC003 when a stored submission spent it before.
-- A submission already known to be dropped (catalogue.dropped_submission, migration 0030) spends none.
-- Two submissions with one stamp at once: the second waits for the first's row, then fails.
CREATE FUNCTION "spend_form_stamp"("value" text, "stamp_hash" text) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	IF stamp_hash IS NOT NULL AND current_setting('catalogue.dropped_submission', true) IS DISTINCT FROM 'on' THEN
		INSERT INTO spent_form_stamps (stamp_hash) VALUES (stamp_hash) ON CONFLICT DO NOTHING;
		IF NOT FOUND THEN
			RAISE EXCEPTION 'form stamp already spent' USING ERRCODE = 'MC003';
		END IF;
	END IF;
	RETURN value;
END $$;--> statement-breakpoint

-- A public form's sender unless blocked (the one-argument form, migration 0030, which an instance
-- still running the older code calls during a rolling start), with the form's stamp spent.
CREATE FUNCTION "sender_unless_blocked"("address" text, "stamp_hash" text) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	RETURN spend_form_stamp(sender_unless_blocked(address), stamp_hash);
END $$;--> statement-breakpoint

-- The admin's blocked list is searched by any part of an address, paged by key (blocked_emails_created_idx).
CREATE INDEX "blocked_emails_email_trgm_idx" ON "blocked_emails" USING gin ("email" gin_trgm_ops);
