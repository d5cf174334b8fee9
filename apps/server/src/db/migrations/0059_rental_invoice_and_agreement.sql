ALTER TABLE "rentals" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rentals_invoice_idx" ON "rentals" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "rentals_contract_idx" ON "rentals" USING btree ("contract_id");