-- Issue 11: payments carry their invoice's client, project and currency, so revenue figures read one index range (no join).
ALTER TABLE "invoice_payments" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "currency" text;--> statement-breakpoint
UPDATE "invoice_payments" SET "client_id" = "invoices"."client_id", "project_id" = "invoices"."project_id", "currency" = "invoices"."currency" FROM "invoices" WHERE "invoices"."id" = "invoice_payments"."invoice_id";--> statement-breakpoint
ALTER TABLE "invoice_payments" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payments" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_workspace_open_due_idx" ON "projects" USING btree ("workspace_id","due_date") WHERE "projects"."status" <> 'completed';