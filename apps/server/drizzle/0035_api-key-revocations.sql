-- Hand-written (issue 36): every process caches a valid API key for a few seconds, as it caches sessions (0010,
-- 0032). A key revoked or replaced, or given another role (its maker's role changed), drops it from every process's
-- cache through the same NOTIFY, under the id of the account's owner (the user an API-key request acts as). Changes
-- to the account, its owner or the owner's membership reach the cache through the triggers of 0010 and 0032.
CREATE FUNCTION notify_api_key_revocation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_revocations', m.user_id) FROM account_memberships m WHERE m.account_id = OLD.account_id AND m.role = 'owner';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER api_keys_revocation AFTER UPDATE OR DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION notify_api_key_revocation();
