-- Saved-search alerts without loss (issue 27, ADR 0051 amended). A unit change that can alert is a row here, written
-- in the same batch (one transaction) as the unit write; the queue message carries only its id. A message lost on
-- the way (a failed send, a dead-lettered retry) leaves the row unprocessed, and the 5-minute sweeper puts it back.

CREATE TABLE alert_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  unit_id INTEGER NOT NULL REFERENCES units(id) ON DELETE CASCADE,
  reason TEXT NOT NULL CHECK (reason IN ('created', 'freed', 'price')),
  old_price REAL,
  new_price REAL,
  -- Unix seconds: written, last put on the queue (by the writer or the sweeper), matched (NULL until then).
  created_at INTEGER NOT NULL DEFAULT (CAST(strftime('%s', 'now') AS INTEGER)),
  enqueued_at INTEGER NOT NULL DEFAULT (CAST(strftime('%s', 'now') AS INTEGER)),
  done_at INTEGER
);
-- The sweeper's lookup (unprocessed, longest waiting first) and the daily prune of processed rows.
CREATE INDEX alert_events_pending ON alert_events(done_at, enqueued_at);

-- The event that last wrote a match: a second delivery of the same event changes nothing (a mailed match stays
-- mailed), and the sender marks a match sent only if no newer event rewrote it after the mail was composed.
ALTER TABLE alert_matches ADD COLUMN event_id INTEGER;
