CREATE TABLE "fit_corrections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"fitting_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"target" text NOT NULL,
	"name" text NOT NULL,
	"design" text,
	"change" double precision NOT NULL,
	"unit" text NOT NULL,
	"reason" text,
	"retired_at" timestamp with time zone,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fittings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"event_id" uuid,
	"fitted_on" timestamp with time zone NOT NULL,
	"undergarments" text,
	"shoes" text,
	"heel_height_mm" integer,
	"worn_other" text,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "fitting_id" uuid;--> statement-breakpoint
ALTER TABLE "fit_corrections" ADD CONSTRAINT "fit_corrections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_corrections" ADD CONSTRAINT "fit_corrections_fitting_id_fittings_id_fk" FOREIGN KEY ("fitting_id") REFERENCES "public"."fittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_corrections" ADD CONSTRAINT "fit_corrections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fittings" ADD CONSTRAINT "fittings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fittings" ADD CONSTRAINT "fittings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fittings" ADD CONSTRAINT "fittings_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fittings" ADD CONSTRAINT "fittings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fit_corrections_fitting_idx" ON "fit_corrections" USING btree ("fitting_id","position");--> statement-breakpoint
CREATE INDEX "fit_corrections_client_idx" ON "fit_corrections" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "fit_corrections_workspace_idx" ON "fit_corrections" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "fittings_project_idx" ON "fittings" USING btree ("project_id","fitted_on");--> statement-breakpoint
CREATE INDEX "fittings_workspace_idx" ON "fittings" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "fittings_event_idx" ON "fittings" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_fitting_id_fittings_id_fk" FOREIGN KEY ("fitting_id") REFERENCES "public"."fittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_fitting_idx" ON "photos" USING btree ("fitting_id","created_at");--> statement-breakpoint
ALTER TABLE "photos" DROP CONSTRAINT "photos_one_subject";--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_one_subject" CHECK (num_nonnulls("client_id", "project_id", "measurement_id", "fitting_id") = 1);
