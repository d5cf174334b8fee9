ALTER TABLE "patterns" ADD COLUMN "additional_details" text;--> statement-breakpoint
ALTER TABLE "patterns" ADD COLUMN "difficulty" text;--> statement-breakpoint
ALTER TABLE "patterns" ADD COLUMN "materials" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "patterns" ADD COLUMN "instructions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "patterns" ADD COLUMN "made_public_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patterns" ADD COLUMN "image_file_id" uuid;--> statement-breakpoint
ALTER TABLE "patterns" ADD COLUMN "image_hash" text;--> statement-breakpoint
ALTER TABLE "patterns" ADD CONSTRAINT "patterns_image_file_id_stored_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patterns_public_idx" ON "patterns" USING btree ("made_public_at" DESC NULLS LAST) WHERE "patterns"."is_public";