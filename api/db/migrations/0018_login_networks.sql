-- Issue 30: the networks (IPv4 address or IPv6 /64) an account has signed in from. An account that many networks
-- are failing to sign into is slowed down for unknown networks only: its owner, on a network it has used before,
-- is never held back (ADR 0041). Rows older than 90 days are deleted by the daily Cron Trigger.
CREATE TABLE login_networks (
  email TEXT NOT NULL,
  network TEXT NOT NULL,
  last_success_at INTEGER NOT NULL,
  PRIMARY KEY (email, network)
) WITHOUT ROWID;
CREATE INDEX login_networks_last_success ON login_networks(last_success_at);
