-- Notification types are the spec's five; a new contact message is a "system" notification that
-- names the message (contact_id).
UPDATE "notifications" SET "type" = 'system' WHERE "type" = 'contact';
