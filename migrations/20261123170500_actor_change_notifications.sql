-- Every change that can take a signed-in actor's access away notifies every API process
-- (src/server/http/auth/actor-cache.ts), which then forgets that user's cached sessions.
CREATE OR REPLACE FUNCTION notify_session_actor_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('actor_changed', OLD.user_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_actor_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_actor_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_user_actor_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('actor_changed', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_actor_changed AFTER UPDATE OF role, is_active, is_super_admin, department_id OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_actor_changed();
