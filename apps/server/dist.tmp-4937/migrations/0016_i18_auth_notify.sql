-- Issue 18: processes keep a short-lived in-memory copy of "this access token belongs to this
-- user, with these roles" (and of the user's own JSON). Any change that could make such a copy
-- wrong announces the user's id on the channel academy_auth, from the database itself, so every
-- process (one PostgreSQL, many servers; or PGlite in one process) forgets it at once, whichever
-- code path made the change: revocation, rotation, sign-out, password or e-mail change, disabling,
-- a role, a player or manager profile.
CREATE OR REPLACE FUNCTION academy_notify_auth() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  row_user uuid;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    row_user := COALESCE(NEW.id, OLD.id);
  ELSIF TG_OP = 'DELETE' THEN
    row_user := OLD.user_id;
  ELSE
    row_user := NEW.user_id;
  END IF;
  PERFORM pg_notify('academy_auth', row_user::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_auth AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION academy_notify_auth();
--> statement-breakpoint
CREATE TRIGGER oauth_tokens_notify_auth AFTER UPDATE OR DELETE ON oauth_tokens
  FOR EACH ROW EXECUTE FUNCTION academy_notify_auth();
--> statement-breakpoint
CREATE TRIGGER players_notify_auth AFTER INSERT OR UPDATE OR DELETE ON players
  FOR EACH ROW EXECUTE FUNCTION academy_notify_auth();
--> statement-breakpoint
CREATE TRIGGER managers_notify_auth AFTER INSERT OR UPDATE OR DELETE ON managers
  FOR EACH ROW EXECUTE FUNCTION academy_notify_auth();
