CREATE TABLE "studio_sequences" (
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "studio_sequences_workspace_id_name_pk" PRIMARY KEY("workspace_id","name")
);
--> statement-breakpoint
CREATE TABLE "ticket_garments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ticket_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"garment_type" text
);
--> statement-breakpoint
CREATE TABLE "ticket_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"garment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"service_id" uuid,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"minutes" integer NOT NULL,
	"stage" text,
	"price_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"open_days" jsonb NOT NULL,
	"daily_capacity_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"code" text NOT NULL,
	"invoice_id" uuid,
	"pickup_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"ready_at" timestamp with time zone,
	"collected_at" timestamp with time zone,
	"notes" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-edited (decision 152): existing projects get their studio's codes P-0001, P-0002… in the
-- order they were made, and the studio's sequence starts after them, before the column is required.
ALTER TABLE "projects" ADD COLUMN "code" text;--> statement-breakpoint
UPDATE "projects" p SET "code" = 'P-' || lpad(n.rn::text, 4, '0') FROM (SELECT "id", row_number() OVER (PARTITION BY "workspace_id" ORDER BY "created_at", "id") AS rn FROM "projects") n WHERE n."id" = p."id";--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
INSERT INTO "studio_sequences" ("workspace_id", "name", "last") SELECT "workspace_id", 'project', count(*) FROM "projects" GROUP BY "workspace_id";--> statement-breakpoint
ALTER TABLE "studio_sequences" ADD CONSTRAINT "studio_sequences_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_garments" ADD CONSTRAINT "ticket_garments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_garments" ADD CONSTRAINT "ticket_garments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_lines" ADD CONSTRAINT "ticket_lines_garment_id_ticket_garments_id_fk" FOREIGN KEY ("garment_id") REFERENCES "public"."ticket_garments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_lines" ADD CONSTRAINT "ticket_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_settings" ADD CONSTRAINT "ticket_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_garments_project_idx" ON "ticket_garments" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "ticket_garments_ticket_idx" ON "ticket_garments" USING btree ("ticket_id","position");--> statement-breakpoint
CREATE INDEX "ticket_lines_garment_idx" ON "ticket_lines" USING btree ("garment_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_workspace_number_idx" ON "tickets" USING btree ("workspace_id","number");--> statement-breakpoint
CREATE INDEX "tickets_workspace_pickup_idx" ON "tickets" USING btree ("workspace_id","status","pickup_date","id");--> statement-breakpoint
CREATE INDEX "tickets_client_idx" ON "tickets" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "tickets_code_search_idx" ON "tickets" USING gin (atelier_fold("code") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "projects_workspace_code_idx" ON "projects" USING btree ("workspace_id","code");