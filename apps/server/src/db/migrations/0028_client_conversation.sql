CREATE TABLE "client_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text,
	"body" text NOT NULL,
	"names_money" boolean DEFAULT false NOT NULL,
	"author_id" uuid,
	"notice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_notice_id_notifications_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_messages_client_idx" ON "client_messages" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "client_messages_workspace_idx" ON "client_messages" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "client_messages_notice_idx" ON "client_messages" USING btree ("notice_id");--> statement-breakpoint
-- The messages clients sent before the conversation (decision 131) were kept only as notices: each joins its client's thread, read as its notice is.
INSERT INTO "client_messages" ("id", "workspace_id", "client_id", "direction", "channel", "body", "notice_id", "created_at")
SELECT gen_random_uuid(), "workspace_id", "client_id", 'in', 'portal', "body", "id", "created_at"
FROM "notifications" WHERE "kind" = 'client-message' AND "client_id" IS NOT NULL AND "body" <> '';
