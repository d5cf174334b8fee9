-- Search without case or accents (decision 069): trigram indexes over an immutable fold of the text.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION atelier_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
-- The library pages by the time a pattern was made public; a public pattern always has one.
UPDATE "patterns" SET "made_public_at" = "created_at" WHERE "is_public" AND "made_public_at" IS NULL;--> statement-breakpoint
DROP INDEX "clients_workspace_idx";--> statement-breakpoint
DROP INDEX "measurements_workspace_idx";--> statement-breakpoint
DROP INDEX "measurements_client_idx";--> statement-breakpoint
DROP INDEX "projects_workspace_idx";--> statement-breakpoint
DROP INDEX "projects_client_idx";--> statement-breakpoint
DROP INDEX "invoices_workspace_idx";--> statement-breakpoint
DROP INDEX "invoices_client_idx";--> statement-breakpoint
DROP INDEX "patterns_workspace_idx";--> statement-breakpoint
DROP INDEX "patterns_public_idx";--> statement-breakpoint
CREATE INDEX "clients_name_search_idx" ON "clients" USING gin (atelier_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_search_idx" ON "clients" USING gin (atelier_fold("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "measurements_garment_search_idx" ON "measurements" USING gin (atelier_fold("garment_type") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_name_search_idx" ON "projects" USING gin (atelier_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_number_search_idx" ON "invoices" USING gin (atelier_fold("invoice_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patterns_name_search_idx" ON "patterns" USING gin (atelier_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_workspace_idx" ON "clients" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "measurements_workspace_idx" ON "measurements" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "measurements_client_idx" ON "measurements" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_workspace_idx" ON "projects" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_client_idx" ON "projects" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_workspace_idx" ON "invoices" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "patterns_workspace_idx" ON "patterns" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "patterns_public_idx" ON "patterns" USING btree ("made_public_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "patterns"."is_public";