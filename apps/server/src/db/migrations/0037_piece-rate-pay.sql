CREATE TABLE "pay_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"project_id" uuid,
	"project_stage_id" uuid,
	"stage_name" text,
	"project_name" text,
	"note" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"garment_type" text,
	"rate_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_entries" ADD CONSTRAINT "pay_entries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_entries" ADD CONSTRAINT "pay_entries_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_entries" ADD CONSTRAINT "pay_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_entries" ADD CONSTRAINT "pay_entries_project_stage_id_project_stages_id_fk" FOREIGN KEY ("project_stage_id") REFERENCES "public"."project_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_entries" ADD CONSTRAINT "pay_entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_rates" ADD CONSTRAINT "pay_rates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_entries_workspace_idx" ON "pay_entries" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "pay_entries_member_idx" ON "pay_entries" USING btree ("workspace_id","member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pay_entries_stage_idx" ON "pay_entries" USING btree ("project_stage_id");--> statement-breakpoint
CREATE INDEX "pay_rates_workspace_idx" ON "pay_rates" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_rates_stage_garment_idx" ON "pay_rates" USING btree ("workspace_id",atelier_fold("stage"),coalesce("garment_type", ''));