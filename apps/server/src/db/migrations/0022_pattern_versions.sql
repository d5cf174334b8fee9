ALTER TABLE "patterns" ADD COLUMN "lineage_id" uuid;--> statement-breakpoint
ALTER TABLE "patterns" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "patterns" ADD COLUMN "previous_id" uuid;--> statement-breakpoint
ALTER TABLE "patterns" ADD COLUMN "fitting_id" uuid;--> statement-breakpoint
ALTER TABLE "patterns" ADD CONSTRAINT "patterns_previous_id_patterns_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."patterns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patterns" ADD CONSTRAINT "patterns_fitting_id_fittings_id_fk" FOREIGN KEY ("fitting_id") REFERENCES "public"."fittings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patterns_lineage_idx" ON "patterns" USING btree ("workspace_id","lineage_id");