-- Issue 42 (the trial part): the reminders sent, and one company per NIP.

-- The mails 7 days and 1 day before a trial ends go once each. A row is written by the run that mails it, in the
-- same batch as the mail; the key names the end date too, so a trial the superadmin extends is reminded again
-- before its new end. `run` is the writing run's id: the batch's mails are queued only where this run, not an
-- earlier one, wrote the row.
CREATE TABLE trial_reminders (
  client_id INTEGER NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  ends_at TEXT NOT NULL,
  days INTEGER NOT NULL CHECK (days IN (7, 1)),
  run TEXT NOT NULL,
  sent_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (client_id, ends_at, days)
);

-- The daily run looks for trials by their end.
CREATE INDEX clients_trial_ends ON clients(trial_ends_at) WHERE plan = 'trial';

-- One company per NIP (issue 42): a trial form with a NIP that has an account opens no second one, and two requests
-- with one new NIP at once cannot both open one (the second's batch fails on this index and keeps only its request).
CREATE UNIQUE INDEX clients_nip_unique ON clients(nip) WHERE nip IS NOT NULL;
