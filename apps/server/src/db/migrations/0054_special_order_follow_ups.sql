ALTER TABLE "special_orders" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "special_orders" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "special_orders" ADD COLUMN "purchase_order_id" uuid;--> statement-breakpoint
ALTER TABLE "special_orders" ADD COLUMN "piece_id" uuid;--> statement-breakpoint
ALTER TABLE "special_orders" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "special_orders" ADD CONSTRAINT "special_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_orders" ADD CONSTRAINT "special_orders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_orders" ADD CONSTRAINT "special_orders_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_orders" ADD CONSTRAINT "special_orders_piece_id_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."pieces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_orders" ADD CONSTRAINT "special_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "special_orders_contract_idx" ON "special_orders" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "special_orders_purchase_order_idx" ON "special_orders" USING btree ("purchase_order_id");