ALTER TABLE "rental_pieces" ADD COLUMN "return_condition" text;--> statement-breakpoint
ALTER TABLE "rental_pieces" ADD COLUMN "return_note" text;--> statement-breakpoint
ALTER TABLE "rental_pieces" ADD COLUMN "damage_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "returned_on" date;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "late_days" integer;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "late_fee_cents" bigint;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "damage_cents" bigint;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "refund_cents" bigint;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "owed_cents" bigint;