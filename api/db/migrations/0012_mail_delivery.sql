-- Mail delivery (issue 25): the outbox row is drained through a Cloudflare Queue. The row carries what its
-- template needs (kind + lang + data as JSON) and its delivery state; the consumer moves it
-- queued → sending → sent | failed with one conditional UPDATE per step (api/mail/deliver.ts).
ALTER TABLE outbox ADD COLUMN lang TEXT NOT NULL DEFAULT 'pl';
ALTER TABLE outbox ADD COLUMN reply_to TEXT;
ALTER TABLE outbox ADD COLUMN data TEXT;
ALTER TABLE outbox ADD COLUMN status TEXT NOT NULL DEFAULT 'queued'
  CHECK (status IN ('queued', 'sending', 'sent', 'failed'));
ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN last_error TEXT;
-- The provider's id of the sent message, and when a row last changed state (the sweeper's clock).
ALTER TABLE outbox ADD COLUMN provider_message_id TEXT;
ALTER TABLE outbox ADD COLUMN updated_at TEXT;

-- Rows written before delivery existed were never sent and have no template data: they are not sent now (some are
-- months old). They show as failed, so the console can still send one ("Wyślij ponownie") as the stored text.
UPDATE outbox SET status = 'failed', last_error = 'queued before mail delivery existed; not sent'
  WHERE sent_at IS NULL;
UPDATE outbox SET status = 'sent' WHERE sent_at IS NOT NULL;

-- The sweeper's and the console's filter.
CREATE INDEX outbox_status ON outbox(status, updated_at);

-- The local mailbox (ENVIRONMENT=local only: `npm start`, `npm run dev`, the tests). Never written in Cloudflare,
-- where mail goes out through the Email Service.
CREATE TABLE dev_mailbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  message_id TEXT NOT NULL,
  to_json TEXT NOT NULL,
  from_email TEXT NOT NULL,
  reply_to TEXT,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT NOT NULL,
  headers_json TEXT NOT NULL,
  sent_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- Test switch (FAULTS=mail): the local mailer fails the next `remaining` sends to an address (-1: every send).
CREATE TABLE dev_mail_faults (
  to_email TEXT PRIMARY KEY COLLATE NOCASE,
  remaining INTEGER NOT NULL
);
