-- Issue 26: free reservations that hold a unit until move-in (+2 days) at the price shown when reserving.

-- How far ahead a renter may pick a move-in date, set per facility in the panel (SpareFoot's 7–60 day window).
ALTER TABLE facilities ADD COLUMN reservation_window_days INTEGER NOT NULL DEFAULT 30
  CHECK (reservation_window_days BETWEEN 7 AND 60);

CREATE TABLE reservations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- What the renter quotes on the phone and in the cancel link; random, so it does not count reservations.
  code TEXT NOT NULL UNIQUE,
  facility_id INTEGER NOT NULL REFERENCES facilities(id) ON DELETE CASCADE,
  unit_id INTEGER NOT NULL REFERENCES units(id) ON DELETE CASCADE,
  -- Copies, so the reservation still reads the same after the unit is renamed or repriced: the price lock.
  unit_code TEXT NOT NULL,
  unit_label TEXT NOT NULL,
  price_monthly REAL NOT NULL,
  move_in_date TEXT NOT NULL,
  -- move_in_date + 2 days (YYYY-MM-DD, Europe/Warsaw); the cron expires an active hold after this day.
  hold_until TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT,
  lang TEXT NOT NULL DEFAULT 'pl' CHECK (lang IN ('pl', 'en')),
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'confirmed', 'moved_in', 'no_show', 'cancelled', 'expired')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  confirmed_at TEXT
);
-- The double-booking guard: at most one active (pending or confirmed) reservation per unit, enforced by the
-- database itself, so two simultaneous inserts cannot both win. Queries that ask "is this unit held?" repeat this
-- exact WHERE so SQLite can answer them from this index.
CREATE UNIQUE INDEX reservations_active_unit ON reservations(unit_id) WHERE status IN ('pending', 'confirmed');
CREATE INDEX reservations_facility ON reservations(facility_id, id);
CREATE INDEX reservations_email ON reservations(email COLLATE NOCASE, status);
CREATE INDEX reservations_hold ON reservations(status, hold_until);

-- Every status change with its time and actor (renter, operator or the system's expiry).
CREATE TABLE reservation_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reservation_id INTEGER NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  from_status TEXT,
  to_status TEXT NOT NULL,
  actor TEXT NOT NULL CHECK (actor IN ('renter', 'operator', 'system')),
  user_email TEXT,
  reason TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX reservation_events_reservation ON reservation_events(reservation_id, id);
