-- Notifications are stored as their kind and the values they name instead of English sentences, so
-- the API words them in each reader's language. Existing rows are read back from their sentences
-- (the forms the server has written); a row no form matches keeps its words (kind "text").
ALTER TABLE "notifications" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
-- "Rahim Uddin (rahim@example.com) signed up"
UPDATE "notifications" AS n
SET "kind" = 'newAccount', "params" = jsonb_build_object('name', m[1], 'email', m[2])
FROM (
  SELECT "id", regexp_match("message", '^(.+) \(([^()\s]+@[^()\s]+)\) signed up$') AS m
  FROM "notifications" WHERE "title" = 'New account'
) AS parsed
WHERE n."id" = parsed."id" AND parsed.m IS NOT NULL;--> statement-breakpoint
-- "Karim wrote about Sales & Pricing": the subject's label, back to its key.
UPDATE "notifications" AS n
SET "kind" = 'newContact', "params" = jsonb_build_object(
  'name', left(n."message", length(n."message") - length(' wrote about ' || s.label)),
  'subject', s.subject
)
FROM (VALUES
  ('general', 'General Inquiry'),
  ('sales', 'Sales & Pricing'),
  ('support', 'Technical Support'),
  ('partnership', 'Partnership'),
  ('career', 'Careers'),
  ('other', 'Other')
) AS s(subject, label)
WHERE n."kind" IS NULL AND n."title" = 'New contact message'
  AND length(n."message") > length(' wrote about ' || s.label)
  AND right(n."message", length(' wrote about ' || s.label)) = ' wrote about ' || s.label;--> statement-breakpoint
-- "Farhana asked about Caustic Soda Flakes 99%": the inquiry's own name and product where it is
-- still there (either may contain the words), else the sentence split at its first "asked about".
UPDATE "notifications" AS n
SET "kind" = 'newInquiry', "params" = jsonb_build_object('name', i."name", 'product', i."product_name")
FROM "inquiries" AS i
WHERE n."title" = 'New pricing inquiry' AND i."id" = n."inquiry_id"
  AND n."message" = i."name" || ' asked about ' || i."product_name";--> statement-breakpoint
UPDATE "notifications" AS n
SET "kind" = 'newInquiry', "params" = jsonb_build_object(
  'name', left(n."message", strpos(n."message", ' asked about ') - 1),
  'product', substr(n."message", strpos(n."message", ' asked about ') + length(' asked about '))
)
WHERE n."kind" IS NULL AND n."title" = 'New pricing inquiry' AND strpos(n."message", ' asked about ') > 1;--> statement-breakpoint
-- "Karim accepted quotation version 2"
UPDATE "notifications" AS n
SET "kind" = 'quotationAccepted', "params" = jsonb_build_object('name', m[1], 'version', m[2]::integer)
FROM (
  SELECT "id", regexp_match("message", '^(.+) accepted quotation version ([0-9]{1,9})$') AS m
  FROM "notifications" WHERE "title" = 'Quotation accepted'
) AS parsed
WHERE n."id" = parsed."id" AND parsed.m IS NOT NULL;--> statement-breakpoint
-- "Karim: <the buyer's words>", under the title of a question or a fresh quote request.
UPDATE "notifications" AS n
SET "kind" = CASE n."title" WHEN 'Question from a buyer' THEN 'buyerQuestion' ELSE 'freshQuoteRequested' END,
  "params" = jsonb_build_object(
    'name', left(n."message", strpos(n."message", ': ') - 1),
    'excerpt', substr(n."message", strpos(n."message", ': ') + 2)
  )
WHERE n."title" IN ('Question from a buyer', 'Fresh quotation requested') AND strpos(n."message", ': ') > 1;--> statement-breakpoint
-- "New comment on <product>", "Nusrat (4/5): <the review's start>" or "Nusrat: <…>"
UPDATE "notifications" AS n
SET "kind" = 'newComment', "params" = jsonb_build_object(
  'product', substr(n."title", length('New comment on ') + 1),
  'name', m[1],
  'rating', m[2]::integer,
  'excerpt', m[3]
)
FROM (
  SELECT "id", regexp_match("message", '^(.+?) \(([1-5])/5\): (.*)$') AS m
  FROM "notifications" WHERE "title" LIKE 'New comment on %'
) AS parsed
WHERE n."id" = parsed."id" AND parsed.m IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" AS n
SET "kind" = 'newComment', "params" = jsonb_build_object(
  'product', substr(n."title", length('New comment on ') + 1),
  'name', left(n."message", strpos(n."message", ': ') - 1),
  'rating', NULL,
  'excerpt', substr(n."message", strpos(n."message", ': ') + 2)
)
WHERE n."kind" IS NULL AND n."title" LIKE 'New comment on %' AND strpos(n."message", ': ') > 1;--> statement-breakpoint
UPDATE "notifications"
SET "kind" = 'text', "params" = jsonb_build_object('title', "title", 'message', "message")
WHERE "kind" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "params" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "message";
