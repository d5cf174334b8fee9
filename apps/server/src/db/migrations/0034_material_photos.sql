ALTER TABLE "photos" ADD COLUMN "material_id" uuid;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_material_idx" ON "photos" USING btree ("material_id","created_at");--> statement-breakpoint
ALTER TABLE "photos" DROP CONSTRAINT "photos_one_subject";--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_one_subject" CHECK (num_nonnulls("client_id", "project_id", "measurement_id", "fitting_id", "material_id") = 1);
