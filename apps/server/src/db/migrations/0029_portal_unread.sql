ALTER TABLE "client_messages" ADD COLUMN "client_read_at" timestamp with time zone;--> statement-breakpoint
-- The studio's messages written before the portal counted unread ones (decision 136) were in the
-- thread the client could already see: they count as read when sent, not as a burst of new ones.
UPDATE "client_messages" SET "client_read_at" = "created_at" WHERE "direction" = 'out';
