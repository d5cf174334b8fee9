CREATE TABLE "invoice_list_epochs" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Decision 176: a change to anything the whole invoice list shows raises its studio's counter, once
-- per transaction, when it commits (deferred, as the figure counter of decision 169).
CREATE FUNCTION atelier_bump_invoice_list_epoch(studio uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  raised text := 'atelier.invoices_' || replace(studio::text, '-', '');
BEGIN
  IF studio IS NULL OR current_setting(raised, true) = 'yes' THEN RETURN; END IF;
  INSERT INTO invoice_list_epochs (workspace_id, epoch) VALUES (studio, 1)
  ON CONFLICT (workspace_id) DO UPDATE SET epoch = invoice_list_epochs.epoch + 1;
  PERFORM set_config(raised, 'yes', true);
END $$;
--> statement-breakpoint
CREATE FUNCTION atelier_invoice_list_epoch_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM atelier_bump_invoice_list_epoch(NEW.workspace_id);
  ELSE
    PERFORM atelier_bump_invoice_list_epoch(OLD.workspace_id);
    IF TG_OP = 'UPDATE' THEN PERFORM atelier_bump_invoice_list_epoch(NEW.workspace_id); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Items carry no studio: their invoice's (gone with it when the invoice is deleted, which raises it itself).
CREATE FUNCTION atelier_invoice_list_epoch_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM atelier_bump_invoice_list_epoch((SELECT workspace_id FROM invoices WHERE id = OLD.invoice_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM atelier_bump_invoice_list_epoch((SELECT workspace_id FROM invoices WHERE id = NEW.invoice_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoice_list_epoch_invoices" AFTER INSERT OR UPDATE OR DELETE ON "invoices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION atelier_invoice_list_epoch_rows();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoice_list_epoch_items" AFTER INSERT OR UPDATE OR DELETE ON "invoice_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION atelier_invoice_list_epoch_items();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoice_list_epoch_payments" AFTER INSERT OR UPDATE OR DELETE ON "invoice_payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION atelier_invoice_list_epoch_rows();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoice_list_epoch_clients" AFTER UPDATE OF workspace_id, name OR DELETE ON "clients"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION atelier_invoice_list_epoch_rows();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoice_list_epoch_projects" AFTER UPDATE OF workspace_id, name OR DELETE ON "projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION atelier_invoice_list_epoch_rows();
