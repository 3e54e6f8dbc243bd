-- Issue 14: newsletter double opt-in, and indexes the expiry job (the Cron Trigger) deletes by.

-- A sign-up is 'pending' until its confirmation link is used; only 'confirmed' rows are subscribers. Rows from
-- before this migration never confirmed anything, so they start pending too (and expire unless confirmed).
ALTER TABLE newsletter_subscriptions ADD COLUMN status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed'));
-- SHA-256 of the single-use confirmation token (the raw token exists only in the e-mail's link).
ALTER TABLE newsletter_subscriptions ADD COLUMN confirm_token_hash TEXT;
-- Unix seconds; the link works until then, and a pending row is deleted after it.
ALTER TABLE newsletter_subscriptions ADD COLUMN confirm_expires_at INTEGER;
-- Unix seconds when the current link was sent: a repeated sign-up re-sends only after a pause.
ALTER TABLE newsletter_subscriptions ADD COLUMN confirm_sent_at INTEGER;
ALTER TABLE newsletter_subscriptions ADD COLUMN confirmed_at TEXT;
CREATE UNIQUE INDEX newsletter_confirm_token ON newsletter_subscriptions(confirm_token_hash) WHERE confirm_token_hash IS NOT NULL;
CREATE INDEX newsletter_pending_expiry ON newsletter_subscriptions(status, confirm_expires_at);

CREATE INDEX sessions_expiry ON sessions(expires_at);
CREATE INDEX rate_limits_window ON rate_limits(window_start);
CREATE INDEX outbox_created ON outbox(created_at);

-- A generated password never sits in an outbox body (the console shows bodies): the body holds a mask, and this
-- column the password sealed with AES-GCM under the server secret, for the mailer to open when it sends.
ALTER TABLE outbox ADD COLUMN sealed_secret TEXT;
