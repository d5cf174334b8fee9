-- One search for anything (decision 210): codes and numbers compared by their letters and digits
-- (A-0001-1 is a00011), phone numbers by their digits, each over an immutable function a trigram index serves.
CREATE OR REPLACE FUNCTION atelier_compact(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(public.atelier_fold(value), '[^a-z0-9]', '', 'g') $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION atelier_digits(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(value, '[^0-9]', '', 'g') $$;--> statement-breakpoint
CREATE INDEX "clients_phone_digits_idx" ON "clients" USING gin (atelier_digits("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_code_compact_idx" ON "projects" USING gin (atelier_compact("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_number_compact_idx" ON "invoices" USING gin (atelier_compact("invoice_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_number_compact_idx" ON "purchase_orders" USING gin (atelier_compact("number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets_code_compact_idx" ON "tickets" USING gin (atelier_compact("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_title_search_idx" ON "contracts" USING gin (atelier_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_code_compact_idx" ON "quotes" USING gin (atelier_compact("code") gin_trgm_ops);