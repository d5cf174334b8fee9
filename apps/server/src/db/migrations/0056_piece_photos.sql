ALTER TABLE "photos" ADD COLUMN "piece_id" uuid;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_piece_id_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_piece_idx" ON "photos" USING btree ("piece_id","created_at");--> statement-breakpoint
ALTER TABLE "photos" DROP CONSTRAINT "photos_one_subject";--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_one_subject" CHECK (num_nonnulls("client_id", "project_id", "measurement_id", "fitting_id", "material_id", "piece_id") = 1);
