CREATE TABLE "portal_link_reveals" (
	"link_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_link_reveals_link_id_user_id_pk" PRIMARY KEY("link_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "portal_link_reveals" ADD CONSTRAINT "portal_link_reveals_link_id_portal_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."portal_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_link_reveals" ADD CONSTRAINT "portal_link_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_link_reveals_user_idx" ON "portal_link_reveals" USING btree ("user_id");--> statement-breakpoint
-- Decision 102: a live link is known to have been shown to the member who made it.
INSERT INTO "portal_link_reveals" ("link_id", "user_id") SELECT "id", "created_by_id" FROM "portal_links" WHERE "created_by_id" IS NOT NULL AND "revoked_at" IS NULL;
