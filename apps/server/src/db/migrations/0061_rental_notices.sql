ALTER TABLE "rentals" ADD COLUMN "reminded_for" date;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "late_told_for" date;