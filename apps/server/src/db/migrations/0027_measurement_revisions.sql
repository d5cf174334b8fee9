CREATE TABLE "measurement_revisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"measurement_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"actor_id" uuid,
	"name" text NOT NULL,
	"from_size" double precision,
	"from_unit" text,
	"to_size" double precision,
	"to_unit" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "measurement_revisions" ADD CONSTRAINT "measurement_revisions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_revisions" ADD CONSTRAINT "measurement_revisions_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_revisions" ADD CONSTRAINT "measurement_revisions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_revisions" ADD CONSTRAINT "measurement_revisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurement_revisions_measurement_idx" ON "measurement_revisions" USING btree ("measurement_id","created_at" DESC NULLS LAST,"position");--> statement-breakpoint
CREATE INDEX "measurement_revisions_client_idx" ON "measurement_revisions" USING btree ("workspace_id","client_id","created_at" DESC NULLS LAST,"position");