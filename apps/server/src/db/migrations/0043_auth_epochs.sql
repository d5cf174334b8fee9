CREATE TABLE "auth_epochs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Decision 168: every change a signed-in request reads raises the user's counter in the same transaction.
CREATE FUNCTION atelier_bump_auth_epoch(member uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO auth_epochs (user_id, epoch) VALUES (member, 1)
  ON CONFLICT (user_id) DO UPDATE SET epoch = auth_epochs.epoch + 1
$$;
--> statement-breakpoint
CREATE FUNCTION atelier_auth_epoch_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM atelier_bump_auth_epoch(OLD.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- last_active_at moves once a minute on every active session; it is not read as who someone is.
CREATE TRIGGER "auth_epoch_sessions" AFTER UPDATE OF user_id, expires_at, ended_at, end_reason OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION atelier_auth_epoch_sessions();
--> statement-breakpoint
-- A user's row is theirs and, for an owner, every member's plan and studio settings.
CREATE FUNCTION atelier_auth_epoch_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM atelier_bump_auth_epoch(OLD.id);
  PERFORM atelier_bump_auth_epoch(m.user_id)
    FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
    WHERE w.owner_id = OLD.id AND m.user_id <> OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "auth_epoch_users" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION atelier_auth_epoch_users();
--> statement-breakpoint
CREATE FUNCTION atelier_auth_epoch_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM atelier_bump_auth_epoch(OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM atelier_bump_auth_epoch(NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- last_used_at is not read as who someone is.
CREATE TRIGGER "auth_epoch_members" AFTER INSERT OR UPDATE OF workspace_id, user_id, role, created_at OR DELETE ON "workspace_members"
  FOR EACH ROW EXECUTE FUNCTION atelier_auth_epoch_members();
--> statement-breakpoint
CREATE FUNCTION atelier_auth_epoch_studios() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM atelier_bump_auth_epoch(OLD.owner_id);
  IF TG_OP = 'UPDATE' THEN PERFORM atelier_bump_auth_epoch(NEW.owner_id); END IF;
  PERFORM atelier_bump_auth_epoch(m.user_id) FROM workspace_members m WHERE m.workspace_id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "auth_epoch_studios" AFTER UPDATE OF name, owner_id OR DELETE ON "workspaces"
  FOR EACH ROW EXECUTE FUNCTION atelier_auth_epoch_studios();
