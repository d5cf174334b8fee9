-- One search for anything (decision 210): codes and numbers compared by their letters and digits
-- (A-0001-1 is a00011), found by how they start or end; phone numbers by their digits. Each over
-- an immutable function an index serves.
CREATE OR REPLACE FUNCTION atelier_compact(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(public.atelier_fold(value), '[^a-z0-9]', '', 'g') $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION atelier_digits(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(value, '[^0-9]', '', 'g') $$;--> statement-breakpoint
CREATE INDEX "clients_phone_digits_idx" ON "clients" USING gin (atelier_digits("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_code_start_idx" ON "projects" USING btree ("workspace_id",atelier_compact("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "projects_code_end_idx" ON "projects" USING btree ("workspace_id",reverse(atelier_compact("code")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_number_start_idx" ON "invoices" USING btree ("workspace_id",atelier_compact("invoice_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_number_end_idx" ON "invoices" USING btree ("workspace_id",reverse(atelier_compact("invoice_number")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_number_start_idx" ON "purchase_orders" USING btree ("workspace_id",atelier_compact("number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_number_end_idx" ON "purchase_orders" USING btree ("workspace_id",reverse(atelier_compact("number")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tickets_code_start_idx" ON "tickets" USING btree ("workspace_id",atelier_compact("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tickets_code_end_idx" ON "tickets" USING btree ("workspace_id",reverse(atelier_compact("code")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contracts_title_search_idx" ON "contracts" USING gin (atelier_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_code_start_idx" ON "quotes" USING btree ("workspace_id",atelier_compact("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "quotes_code_end_idx" ON "quotes" USING btree ("workspace_id",reverse(atelier_compact("code")) text_pattern_ops);