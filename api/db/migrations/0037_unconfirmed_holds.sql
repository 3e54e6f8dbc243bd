-- Issue 39, ADR 0087: holds that cannot be hoarded. A hold by an address nobody has proved starts 'unconfirmed'
-- and is released after 60 minutes unless the renter confirms it from the mail; holds are counted per normalised
-- address, per network and per address in one facility, each an index lookup.
--
-- SQLite cannot change a CHECK in place, so the table is rebuilt. Dropping it would cascade to its events (D1 keeps
-- foreign keys on and cannot turn them off inside a migration), so the events are copied aside and put back with
-- their own ids.
CREATE TABLE reservation_events_keep AS SELECT * FROM reservation_events;

CREATE TABLE reservations_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE,
  facility_id INTEGER NOT NULL REFERENCES facilities(id) ON DELETE CASCADE,
  unit_id INTEGER NOT NULL REFERENCES units(id) ON DELETE CASCADE,
  unit_code TEXT NOT NULL,
  unit_label TEXT NOT NULL,
  price_monthly REAL NOT NULL,
  move_in_date TEXT NOT NULL,
  hold_until TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT,
  lang TEXT NOT NULL DEFAULT 'pl' CHECK (lang IN ('pl', 'en')),
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('unconfirmed', 'pending', 'confirmed', 'moved_in', 'no_show', 'cancelled', 'expired')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  confirmed_at TEXT,
  -- The address as the limits count it (api/reservations/email-key.ts): case, +tags, Gmail's dots, NFKC.
  email_key TEXT NOT NULL DEFAULT '',
  -- The network it came from (an IPv4 address or an IPv6 /64, api/lib/network.ts).
  network TEXT NOT NULL DEFAULT '',
  -- An unconfirmed hold's end (ISO instant); the cron expires it after this.
  confirm_by TEXT
);

-- Old rows: the lower-cased address is the best key SQL can make; they predate the network.
INSERT INTO reservations_new (id, code, facility_id, unit_id, unit_code, unit_label, price_monthly, move_in_date,
  hold_until, name, email, phone, message, lang, status, created_at, confirmed_at, email_key)
SELECT id, code, facility_id, unit_id, unit_code, unit_label, price_monthly, move_in_date, hold_until, name, email,
  phone, message, lang, status, created_at, confirmed_at, lower(email)
FROM reservations;

DROP TABLE reservations;
ALTER TABLE reservations_new RENAME TO reservations;
INSERT INTO reservation_events SELECT * FROM reservation_events_keep
  WHERE id NOT IN (SELECT id FROM reservation_events);
DROP TABLE reservation_events_keep;

-- The double-booking guard of migration 0020, now with the unconfirmed hold, which blocks the unit as well.
CREATE UNIQUE INDEX reservations_active_unit ON reservations(unit_id)
  WHERE status IN ('unconfirmed', 'pending', 'confirmed');
CREATE INDEX reservations_facility ON reservations(facility_id, id);
CREATE INDEX reservations_email ON reservations(email COLLATE NOCASE, status);
CREATE INDEX reservations_hold ON reservations(status, hold_until);
CREATE INDEX reservations_email_key ON reservations(email_key, status);
CREATE INDEX reservations_network ON reservations(network, status);
CREATE INDEX reservations_confirm_by ON reservations(status, confirm_by);
