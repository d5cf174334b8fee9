CREATE TABLE "material_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"on_hand_change" bigint NOT NULL,
	"reserved_change" bigint NOT NULL,
	"project_id" uuid,
	"reason" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"measure" text NOT NULL,
	"name" text NOT NULL,
	"fibre" text,
	"colour" text,
	"width_mm" integer,
	"cost_cents" bigint,
	"supplier" text,
	"location" text,
	"directional" boolean DEFAULT false NOT NULL,
	"repeat_mm" integer,
	"low_stock_level" bigint,
	"notes" text,
	"on_hand" bigint DEFAULT 0 NOT NULL,
	"reserved" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_on_hand_not_negative" CHECK ("materials"."on_hand" >= 0),
	CONSTRAINT "materials_reserved_within_stock" CHECK ("materials"."reserved" >= 0 and "materials"."reserved" <= "materials"."on_hand")
);
--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_movements_material_idx" ON "material_movements" USING btree ("material_id","created_at","id");--> statement-breakpoint
CREATE INDEX "material_movements_project_idx" ON "material_movements" USING btree ("project_id","material_id");--> statement-breakpoint
CREATE INDEX "material_movements_workspace_idx" ON "material_movements" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "materials_workspace_idx" ON "materials" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "materials_name_search_idx" ON "materials" USING gin (atelier_fold("name") gin_trgm_ops);