CREATE TABLE "rental_pieces" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"rental_id" uuid NOT NULL,
	"piece_id" uuid NOT NULL,
	"wearer_id" uuid,
	"price_cents" bigint NOT NULL,
	"deposit_cents" bigint NOT NULL,
	"buffer_days" integer NOT NULL,
	"held_from" date NOT NULL,
	"held_until" date NOT NULL,
	"held" boolean DEFAULT true NOT NULL,
	"checked_out_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"group_id" uuid,
	"pickup_date" date NOT NULL,
	"return_date" date NOT NULL,
	"state" text DEFAULT 'reserved' NOT NULL,
	"late_fee_per_day_cents" bigint DEFAULT 0 NOT NULL,
	"late_fee_cap_cents" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pieces" ADD COLUMN "rental_price_cents" bigint;--> statement-breakpoint
ALTER TABLE "pieces" ADD COLUMN "rental_period" text;--> statement-breakpoint
ALTER TABLE "pieces" ADD COLUMN "rental_deposit_cents" bigint;--> statement-breakpoint
ALTER TABLE "pieces" ADD COLUMN "rental_buffer_days" integer;--> statement-breakpoint
ALTER TABLE "pieces" ADD COLUMN "replacement_value_cents" bigint;--> statement-breakpoint
ALTER TABLE "rental_pieces" ADD CONSTRAINT "rental_pieces_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_pieces" ADD CONSTRAINT "rental_pieces_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_pieces" ADD CONSTRAINT "rental_pieces_piece_id_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_pieces" ADD CONSTRAINT "rental_pieces_wearer_id_clients_id_fk" FOREIGN KEY ("wearer_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_group_id_client_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."client_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_pieces_rental_idx" ON "rental_pieces" USING btree ("rental_id");--> statement-breakpoint
CREATE INDEX "rental_pieces_piece_idx" ON "rental_pieces" USING btree ("piece_id","held_from");--> statement-breakpoint
CREATE INDEX "rentals_workspace_idx" ON "rentals" USING btree ("workspace_id","pickup_date","id");--> statement-breakpoint
CREATE INDEX "rentals_client_idx" ON "rentals" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "rentals_due_idx" ON "rentals" USING btree ("workspace_id","state","return_date");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "rental_pieces" ADD CONSTRAINT "rental_pieces_no_overlap" EXCLUDE USING gist ("piece_id" WITH =, daterange("held_from", "held_until", '[)') WITH &&) WHERE ("held");--> statement-breakpoint
ALTER TABLE "rental_pieces" ADD CONSTRAINT "rental_pieces_days_check" CHECK ("held_until" > "held_from");
