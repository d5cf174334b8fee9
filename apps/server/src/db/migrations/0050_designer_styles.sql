CREATE TABLE "designer_styles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"style_number" text NOT NULL,
	"name" text NOT NULL,
	"fabric" text,
	"colours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cost_cents" bigint,
	"retail_cents" bigint,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "designer_styles" ADD CONSTRAINT "designer_styles_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_styles" ADD CONSTRAINT "designer_styles_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "designer_styles_workspace_idx" ON "designer_styles" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "designer_styles_name_search_idx" ON "designer_styles" USING gin (atelier_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "designer_styles_number_search_idx" ON "designer_styles" USING gin (atelier_fold("style_number") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "designer_styles_number_idx" ON "designer_styles" USING btree ("supplier_id",lower("style_number"));