-- Issue 32: operators keep their own listing (profile, hours, units, price history, photos, moderation).

-- Opening hours and access hours, structured: a JSON object of day code (mo … su) to {"opens":"HH:MM","closes":"HH:MM"}
-- or null (closed). NULL column = not given (the page then shows nothing rather than guessing).
ALTER TABLE facilities ADD COLUMN opening_hours TEXT;
ALTER TABLE facilities ADD COLUMN access_hours TEXT;

-- Every price a unit ever had, with who set it: the Omnibus rule (lowest price of the last 30 days beside a
-- reduced one) and price alerts read it. old_price NULL = the unit's first price (created with it).
CREATE TABLE unit_price_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  unit_id INTEGER NOT NULL REFERENCES units(id) ON DELETE CASCADE,
  facility_id INTEGER NOT NULL REFERENCES facilities(id) ON DELETE CASCADE,
  old_price REAL,
  new_price REAL NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  user_email TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX unit_price_changes_unit ON unit_price_changes(unit_id, created_at);
CREATE INDEX unit_price_changes_facility ON unit_price_changes(facility_id, created_at);

-- Operator photos. The original sits in R2 under `originals/{key}`, the served variants under `media/{key}-{w}.{ext}`.
-- position 0 is the cover; hidden_at is the superadmin's moderation (a hidden photo is never public).
CREATE TABLE facility_photos (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  facility_id INTEGER NOT NULL REFERENCES facilities(id) ON DELETE CASCADE,
  key TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  alt_pl TEXT NOT NULL,
  alt_en TEXT,
  user_email TEXT NOT NULL,
  hidden_at TEXT,
  hidden_reason TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX facility_photos_facility ON facility_photos(facility_id, hidden_at, position);

-- Description edits by operators, live at once and listed for the superadmin, who can revert one with a reason.
CREATE TABLE description_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  facility_id INTEGER NOT NULL REFERENCES facilities(id) ON DELETE CASCADE,
  old_pl TEXT,
  old_en TEXT,
  new_pl TEXT,
  new_en TEXT,
  user_email TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  reverted_at TEXT,
  reverted_by TEXT,
  revert_reason TEXT
);
CREATE INDEX description_changes_created ON description_changes(created_at);
