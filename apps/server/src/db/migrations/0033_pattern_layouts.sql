CREATE TABLE "pattern_layouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"pattern_id" uuid NOT NULL,
	"material_id" uuid,
	"material_name" text,
	"width_mm" integer NOT NULL,
	"directional" boolean NOT NULL,
	"repeat_mm" integer,
	"seed" integer NOT NULL,
	"length_mm" integer NOT NULL,
	"baseline_length_mm" integer NOT NULL,
	"efficiency" real NOT NULL,
	"placements" jsonb NOT NULL,
	"svg" text NOT NULL,
	"drawing" jsonb NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pattern_layouts" ADD CONSTRAINT "pattern_layouts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pattern_layouts" ADD CONSTRAINT "pattern_layouts_pattern_id_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."patterns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pattern_layouts" ADD CONSTRAINT "pattern_layouts_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pattern_layouts" ADD CONSTRAINT "pattern_layouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pattern_layouts_pattern_idx" ON "pattern_layouts" USING btree ("pattern_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pattern_layouts_workspace_idx" ON "pattern_layouts" USING btree ("workspace_id","created_at","id");