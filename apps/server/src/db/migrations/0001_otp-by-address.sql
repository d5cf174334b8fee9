-- Codes are now hashed with the address instead of the user id (issue 6), so codes issued before
-- this migration could not be checked any more; they live 10 minutes anyway. Dropping them lets
-- the new NOT NULL column be added to a table with rows.
DELETE FROM "otp_codes";--> statement-breakpoint
CREATE TABLE "otp_failures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "otp_codes_user_purpose_idx";--> statement-breakpoint
ALTER TABLE "otp_codes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "email" text NOT NULL;--> statement-breakpoint
CREATE INDEX "otp_failures_email_purpose_idx" ON "otp_failures" USING btree ("email","purpose","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_email_purpose_idx" ON "otp_codes" USING btree ("email","purpose","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_user_idx" ON "otp_codes" USING btree ("user_id");