CREATE TABLE "size_charts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"rule" text NOT NULL,
	"measures" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "size_charts" ADD CONSTRAINT "size_charts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_charts" ADD CONSTRAINT "size_charts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "size_charts_workspace_idx" ON "size_charts" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "size_charts_name_search_idx" ON "size_charts" USING gin (atelier_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "size_charts_name_idx" ON "size_charts" USING btree ("supplier_id",lower("name"));