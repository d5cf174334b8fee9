CREATE TABLE "project_materials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"quantity" bigint NOT NULL,
	"source" text,
	"layout_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_materials_quantity_positive" CHECK ("project_materials"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "materials_markup_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "low_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_materials" ADD CONSTRAINT "project_materials_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_materials" ADD CONSTRAINT "project_materials_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_materials" ADD CONSTRAINT "project_materials_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_materials_project_material_idx" ON "project_materials" USING btree ("project_id","material_id");--> statement-breakpoint
CREATE INDEX "project_materials_workspace_idx" ON "project_materials" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "project_materials_material_idx" ON "project_materials" USING btree ("material_id");