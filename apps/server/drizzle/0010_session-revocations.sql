-- Custom migration (drizzle-kit cannot express triggers). Every process caches session lookups for a few seconds;
-- these triggers tell all of them, through NOTIFY, when a cached session may no longer be valid: a session ended
-- (logout, logout-all, password reset) or the user changed (suspension, deletion, wallet, plan, admin flag).
-- Credit balance changes are left out on purpose: they happen on every link creation and are never read from
-- the cache.
CREATE FUNCTION notify_session_revocation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_revocations', OLD.user_id);
  ELSE
    PERFORM pg_notify('session_revocations', OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_revocation AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_revocation();
--> statement-breakpoint
CREATE TRIGGER users_revocation_on_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_session_revocation();
--> statement-breakpoint
CREATE TRIGGER users_revocation_on_update AFTER UPDATE ON users FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'transaction_credits' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'transaction_credits' - 'updated_at'))
  EXECUTE FUNCTION notify_session_revocation();
