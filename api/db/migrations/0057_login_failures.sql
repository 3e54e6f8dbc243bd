-- The networks that failed to sign into an account, each with its last failure: the account's slowdown (ADR 0041)
-- counts those of the last 15 minutes. A fixed window's count dropped to zero at every quarter hour, so an attack
-- got ten full-speed networks after each one. Rows older than the span are deleted by the daily Cron Trigger.
CREATE TABLE login_failures (
  email TEXT NOT NULL,
  network TEXT NOT NULL,
  failed_at INTEGER NOT NULL,
  PRIMARY KEY (email, network)
) WITHOUT ROWID;
CREATE INDEX login_failures_failed_at ON login_failures(failed_at);
