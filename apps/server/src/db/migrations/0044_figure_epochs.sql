CREATE TABLE "figure_epochs" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Decision 169: a change to a row the analytics figures read raises its studio's counter, once per
-- transaction, when it commits (deferred, so the counter's row is locked last and never held while
-- the transaction waits for another lock).
CREATE FUNCTION atelier_bump_figure_epoch(studio uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  raised text := 'atelier.figures_' || replace(studio::text, '-', '');
BEGIN
  IF current_setting(raised, true) = 'yes' THEN RETURN; END IF;
  INSERT INTO figure_epochs (workspace_id, epoch) VALUES (studio, 1)
  ON CONFLICT (workspace_id) DO UPDATE SET epoch = figure_epochs.epoch + 1;
  PERFORM set_config(raised, 'yes', true);
END $$;
--> statement-breakpoint
CREATE FUNCTION atelier_figure_epoch_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM atelier_bump_figure_epoch(NEW.workspace_id);
  ELSE
    PERFORM atelier_bump_figure_epoch(OLD.workspace_id);
    IF TG_OP = 'UPDATE' THEN PERFORM atelier_bump_figure_epoch(NEW.workspace_id); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "figure_epoch_clients" AFTER INSERT OR UPDATE OF workspace_id, name, created_at OR DELETE ON "clients"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION atelier_figure_epoch_rows();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "figure_epoch_projects" AFTER INSERT
  OR UPDATE OF workspace_id, client_id, created_at, completed_at, budget_cents, type, status, due_date OR DELETE ON "projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION atelier_figure_epoch_rows();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "figure_epoch_payments" AFTER INSERT
  OR UPDATE OF workspace_id, client_id, project_id, currency, amount_cents, paid_on OR DELETE ON "invoice_payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION atelier_figure_epoch_rows();
