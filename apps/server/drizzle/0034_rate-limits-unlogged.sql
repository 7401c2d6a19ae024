-- Hand-written (issue 36): rate-limit windows are counters every request writes and nothing needs after a crash
-- (a lost window only restarts a limit early). An unlogged table skips the write-ahead log, so a request's
-- counter no longer waits for a WAL flush on PostgreSQL. drizzle-kit does not model UNLOGGED: keep this file.
ALTER TABLE "rate_limit_buckets" SET UNLOGGED;
