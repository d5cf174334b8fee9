CREATE TABLE "pieces" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"code" text NOT NULL,
	"style_id" uuid NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"condition" text NOT NULL,
	"location" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pieces" ADD CONSTRAINT "pieces_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pieces" ADD CONSTRAINT "pieces_style_id_designer_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."designer_styles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pieces_workspace_idx" ON "pieces" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pieces_style_idx" ON "pieces" USING btree ("style_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pieces_code_idx" ON "pieces" USING btree ("workspace_id","code");--> statement-breakpoint
CREATE INDEX "pieces_location_search_idx" ON "pieces" USING gin (atelier_fold("location") gin_trgm_ops);