CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"category" text NOT NULL,
	"exemption_reason" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"country" text DEFAULT 'other' NOT NULL,
	"registered" boolean DEFAULT false NOT NULL,
	"legal_name" text,
	"company_number" text,
	"vat_number" text,
	"address_line1" text,
	"address_line2" text,
	"postcode" text,
	"city" text,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"deposit_mode" text DEFAULT 'payment' NOT NULL,
	"default_pdf" text DEFAULT 'pdf' NOT NULL,
	"payment_terms" text,
	"iban" text,
	"fiscal_year_start_month" integer DEFAULT 1 NOT NULL,
	"accounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "company_number" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "tax_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "tax_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "tax_category" text DEFAULT 'S' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "exemption_reason" text;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "net_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "credited_item_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "credit_note_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "series" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "series_seq" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "related_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "rounding" text DEFAULT 'total' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deducted_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "parties" jsonb;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD COLUMN "tax_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD COLUMN "tax_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD COLUMN "tax_category" text DEFAULT 'S' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD COLUMN "exemption_reason" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "rounding" text DEFAULT 'total' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_settings" ADD CONSTRAINT "tax_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_rates_workspace_idx" ON "tax_rates" USING btree ("workspace_id","position") WHERE "tax_rates"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_related_invoice_id_invoices_id_fk" FOREIGN KEY ("related_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_seq_idx" ON "invoices" USING btree ("workspace_id","series","series_seq") WHERE "invoices"."series_seq" is not null;--> statement-breakpoint
CREATE INDEX "invoices_related_idx" ON "invoices" USING btree ("related_invoice_id");--> statement-breakpoint
-- Decision 163: invoices already sent or paid are issued; their places in the series follow their creation.
UPDATE "invoices" SET "issued_at" = coalesce("sent_at", "updated_at") WHERE "status" <> 'draft' OR "amount_paid_cents" > 0;--> statement-breakpoint
UPDATE "invoices" AS i SET "series_seq" = n.seq FROM (
  SELECT "id", row_number() OVER (PARTITION BY "workspace_id" ORDER BY "created_at", "id") AS seq FROM "invoices" WHERE "issued_at" IS NOT NULL
) AS n WHERE i."id" = n."id";--> statement-breakpoint
-- Decision 162: each item takes its invoice's one rate; 0 % is outside the scope of tax, as before.
UPDATE "invoice_items" AS it SET
  "tax_rate_bp" = i."tax_rate_basis_points",
  "tax_category" = CASE WHEN i."tax_rate_basis_points" > 0 THEN 'S' ELSE 'O' END,
  "net_cents" = it."amount_cents"
FROM "invoices" AS i WHERE it."invoice_id" = i."id";--> statement-breakpoint
UPDATE "quote_lines" AS l SET
  "tax_rate_bp" = q."tax_rate_basis_points",
  "tax_category" = CASE WHEN q."tax_rate_basis_points" > 0 THEN 'S' ELSE 'O' END
FROM "quotes" AS q WHERE l."quote_id" = q."id";
