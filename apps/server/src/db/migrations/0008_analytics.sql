CREATE TABLE "activity_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"actor_id" uuid,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patterns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"garment_type" text DEFAULT 'Other' NOT NULL,
	"style" text DEFAULT 'Other' NOT NULL,
	"size_range" text DEFAULT 'Custom' NOT NULL,
	"fabric_type" text DEFAULT 'Other' NOT NULL,
	"occasion" text,
	"is_ai_generated" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "monthly_revenue_goal_cents" bigint;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "yearly_revenue_goal_cents" bigint;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
-- Hand-edited (issue 11): projects completed before this column existed count as completed at their last change.
UPDATE "projects" SET "completed_at" = "updated_at" WHERE "status" = 'completed';--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
-- Hand-edited (issue 11): existing payments take their invoice's studio before the column becomes required.
UPDATE "invoice_payments" SET "workspace_id" = "invoices"."workspace_id" FROM "invoices" WHERE "invoices"."id" = "invoice_payments"."invoice_id";--> statement-breakpoint
ALTER TABLE "invoice_payments" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patterns" ADD CONSTRAINT "patterns_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_entries_workspace_idx" ON "activity_entries" USING btree ("workspace_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "patterns_workspace_idx" ON "patterns" USING btree ("workspace_id","created_at");--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_workspace_completed_idx" ON "projects" USING btree ("workspace_id","completed_at");--> statement-breakpoint
CREATE INDEX "projects_workspace_due_idx" ON "projects" USING btree ("workspace_id","due_date");--> statement-breakpoint
CREATE INDEX "invoice_payments_workspace_paid_idx" ON "invoice_payments" USING btree ("workspace_id","paid_on");