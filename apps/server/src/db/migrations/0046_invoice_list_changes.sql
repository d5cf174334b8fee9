CREATE TABLE "invoice_list_changes" (
	"workspace_id" uuid NOT NULL,
	"epoch" bigint NOT NULL,
	"kind" text NOT NULL,
	"ref" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_list_changes_workspace_id_epoch_kind_ref_pk" PRIMARY KEY("workspace_id","epoch","kind","ref")
);

--> statement-breakpoint
-- Decision 177: the triggers of migration 0045 also write what each raise changed, by id, so a
-- process that keeps the whole list writes again only the invoices a change names. The counter is
-- still raised once per transaction; the value it took is kept for the transaction beside it.
CREATE FUNCTION atelier_note_invoice_list_change(studio uuid, what text, ref uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  raised text := 'atelier.invoices_' || replace(studio::text, '-', '');
  counter bigint;
BEGIN
  IF studio IS NULL OR ref IS NULL THEN RETURN; END IF;
  counter := nullif(current_setting(raised, true), '')::bigint;
  IF counter IS NULL THEN
    INSERT INTO invoice_list_epochs (workspace_id, epoch) VALUES (studio, 1)
    ON CONFLICT (workspace_id) DO UPDATE SET epoch = invoice_list_epochs.epoch + 1
    RETURNING epoch INTO counter;
    PERFORM set_config(raised, counter::text, true);
  END IF;
  INSERT INTO invoice_list_changes (workspace_id, epoch, kind, ref) VALUES (studio, counter, what, ref)
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
-- An invoice names itself and the document it is linked to: that one's list entry shows its links.
CREATE FUNCTION atelier_invoice_list_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM atelier_note_invoice_list_change(OLD.workspace_id, 'i', OLD.id);
    PERFORM atelier_note_invoice_list_change(OLD.workspace_id, 'i', OLD.related_invoice_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM atelier_note_invoice_list_change(NEW.workspace_id, 'i', NEW.id);
    PERFORM atelier_note_invoice_list_change(NEW.workspace_id, 'i', NEW.related_invoice_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION atelier_invoice_list_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM atelier_note_invoice_list_change(OLD.workspace_id, 'i', OLD.invoice_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM atelier_note_invoice_list_change(NEW.workspace_id, 'i', NEW.invoice_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Items carry no studio: their invoice's (gone with it when the invoice is deleted, which names itself).
CREATE FUNCTION atelier_invoice_list_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM atelier_note_invoice_list_change((SELECT workspace_id FROM invoices WHERE id = OLD.invoice_id), 'i', OLD.invoice_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM atelier_note_invoice_list_change((SELECT workspace_id FROM invoices WHERE id = NEW.invoice_id), 'i', NEW.invoice_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A client or project names itself: the list shows its name on each of its invoices.
CREATE FUNCTION atelier_invoice_list_named() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  what text := CASE TG_TABLE_NAME WHEN 'clients' THEN 'c' ELSE 'p' END;
BEGIN
  PERFORM atelier_note_invoice_list_change(OLD.workspace_id, what, OLD.id);
  IF TG_OP = 'UPDATE' THEN PERFORM atelier_note_invoice_list_change(NEW.workspace_id, what, NEW.id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "invoice_list_epoch_invoices" ON "invoices";
--> statement-breakpoint
DROP TRIGGER "invoice_list_epoch_items" ON "invoice_items";
--> statement-breakpoint
DROP TRIGGER "invoice_list_epoch_payments" ON "invoice_payments";
--> statement-breakpoint
DROP TRIGGER "invoice_list_epoch_clients" ON "clients";
--> statement-breakpoint
DROP TRIGGER "invoice_list_epoch_projects" ON "projects";
--> statement-breakpoint
DROP FUNCTION atelier_invoice_list_epoch_rows();
--> statement-breakpoint
DROP FUNCTION atelier_invoice_list_epoch_items();
--> statement-breakpoint
DROP FUNCTION atelier_bump_invoice_list_epoch(uuid);
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoice_list_epoch_invoices" AFTER INSERT OR UPDATE OR DELETE ON "invoices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION atelier_invoice_list_invoices();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoice_list_epoch_items" AFTER INSERT OR UPDATE OR DELETE ON "invoice_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION atelier_invoice_list_items();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoice_list_epoch_payments" AFTER INSERT OR UPDATE OR DELETE ON "invoice_payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION atelier_invoice_list_payments();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoice_list_epoch_clients" AFTER UPDATE OF workspace_id, name OR DELETE ON "clients"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION atelier_invoice_list_named();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoice_list_epoch_projects" AFTER UPDATE OF workspace_id, name OR DELETE ON "projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION atelier_invoice_list_named();
