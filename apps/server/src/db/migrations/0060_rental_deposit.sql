ALTER TABLE "rentals" ADD COLUMN "deposit_method" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "deposit_taken_on" date;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "charges_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("charges_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rentals_charges_invoice_idx" ON "rentals" USING btree ("charges_invoice_id");