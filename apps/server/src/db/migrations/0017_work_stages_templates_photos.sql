CREATE TABLE "garment_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"measurements" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_stages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'todo' NOT NULL,
	"due_date" timestamp with time zone,
	"assignee_id" uuid,
	"completed_at" timestamp with time zone,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_type" text NOT NULL,
	"stages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"client_id" uuid,
	"project_id" uuid,
	"measurement_id" uuid,
	"kind" text DEFAULT 'other' NOT NULL,
	"caption" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"full_file_id" uuid NOT NULL,
	"thumb_file_id" uuid NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "measurements" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "measurements" ADD COLUMN "garment_name" text;--> statement-breakpoint
ALTER TABLE "garment_templates" ADD CONSTRAINT "garment_templates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_templates" ADD CONSTRAINT "workflow_templates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_full_file_id_stored_files_id_fk" FOREIGN KEY ("full_file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_thumb_file_id_stored_files_id_fk" FOREIGN KEY ("thumb_file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "garment_templates_workspace_name_idx" ON "garment_templates" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE INDEX "garment_templates_workspace_idx" ON "garment_templates" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "project_stages_project_idx" ON "project_stages" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "project_stages_workspace_open_due_idx" ON "project_stages" USING btree ("workspace_id","due_date") WHERE "project_stages"."status" in ('todo', 'in-progress') and "project_stages"."due_date" is not null;--> statement-breakpoint
CREATE INDEX "project_stages_assignee_idx" ON "project_stages" USING btree ("assignee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_templates_workspace_type_idx" ON "workflow_templates" USING btree ("workspace_id","project_type");--> statement-breakpoint
CREATE INDEX "photos_client_idx" ON "photos" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_project_idx" ON "photos" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_measurement_idx" ON "photos" USING btree ("measurement_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_workspace_idx" ON "photos" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_template_id_garment_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."garment_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_one_subject" CHECK (num_nonnulls("client_id", "project_id", "measurement_id") = 1);--> statement-breakpoint
-- A photo's two stored files go with it, whatever deleted it: its own route, its record's
-- deletion, a client's cascade or the studio's (decision 079).
CREATE FUNCTION atelier_photo_files_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "stored_files" WHERE "id" IN (OLD."full_file_id", OLD."thumb_file_id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "photos_files_gone" AFTER DELETE ON "photos" FOR EACH ROW EXECUTE FUNCTION atelier_photo_files_gone();
