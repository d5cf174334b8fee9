ALTER TABLE "rentals" ADD COLUMN "deposit_checkout_id" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "deposit_payment_id" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "deposit_refund_id" text;