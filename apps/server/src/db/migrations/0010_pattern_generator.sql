CREATE TABLE "pattern_generations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"pattern_id" uuid,
	"design" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patterns" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "pattern_generations" ADD CONSTRAINT "pattern_generations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pattern_generations_workspace_idx" ON "pattern_generations" USING btree ("workspace_id","created_at");