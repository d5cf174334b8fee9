CREATE TABLE "special_order_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"alteration_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"style_id" uuid,
	"style_number" text NOT NULL,
	"style_name" text NOT NULL,
	"designer_id" uuid,
	"designer_name" text NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"size" text NOT NULL,
	"size_proposal" jsonb,
	"extras" text,
	"price_cents" bigint NOT NULL,
	"deposit_cents" bigint NOT NULL,
	"wedding_date" date NOT NULL,
	"designer_confirmation" text,
	"promised_ship_date" date,
	"state" text DEFAULT 'to-order' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "special_order_settings" ADD CONSTRAINT "special_order_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_orders" ADD CONSTRAINT "special_orders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_orders" ADD CONSTRAINT "special_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_orders" ADD CONSTRAINT "special_orders_style_id_designer_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."designer_styles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_orders" ADD CONSTRAINT "special_orders_designer_id_suppliers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "special_orders_workspace_idx" ON "special_orders" USING btree ("workspace_id","wedding_date","id");--> statement-breakpoint
CREATE INDEX "special_orders_client_idx" ON "special_orders" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "special_orders_style_search_idx" ON "special_orders" USING gin (atelier_fold("style_name") gin_trgm_ops);