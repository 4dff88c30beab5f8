-- An account's reviews found by their account: a rename looks up the products the account reviewed
-- (their answers and pages are forgotten), and deleting the account unlinks its reviews. Both read
-- the whole comments table without it. (The name prefix index of migration 0034 is now also in the
-- schema's snapshot; it is unchanged.)
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");
