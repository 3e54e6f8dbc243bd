-- Saved searches and alerts (issue 27, ADR 0051). A renter saves a search (a point and radius, size range, top price,
-- features, unit type); an alert mails units that become available or cheaper and match it.

CREATE TABLE saved_searches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL,
  lang TEXT NOT NULL DEFAULT 'pl',
  -- A signed-in TENANT's own searches show in "Moje alerty"; anonymous ones are managed from the mail link.
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  -- pending (double opt-in not done) → active ⇄ paused; an unsubscribe deletes the row.
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'paused')),
  place TEXT NOT NULL,
  lat REAL NOT NULL,
  lon REAL NOT NULL,
  radius_km REAL NOT NULL,
  -- The grid cell of the centre (api/alerts/cells.ts): a unit change reads only the cells around it.
  cell INTEGER NOT NULL,
  size_min REAL,
  size_max REAL,
  price_max INTEGER,
  -- Bit i set = FEATURE_CODES[i] required; a facility matches when it has every required bit.
  features_mask INTEGER NOT NULL DEFAULT 0,
  unit_type TEXT,
  -- The list page's query string this search was saved from, so mails and "Moje alerty" link back to it.
  query TEXT NOT NULL DEFAULT '',
  confirm_token_hash TEXT UNIQUE,
  confirm_expires_at INTEGER,
  -- Data minimisation: after this (unix seconds) the search stops matching and the daily expiry deletes it.
  expires_at INTEGER NOT NULL,
  -- UTC day (YYYY-MM-DD) of the last alert mail: at most one a day, later matches wait for the digest.
  last_sent_day TEXT,
  -- An expiry reminder with a renewal link went out for this expires_at.
  renew_sent_at INTEGER,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The matcher's one lookup: candidates by cell among active searches, then size/price/features in SQL.
CREATE INDEX saved_searches_cell ON saved_searches(cell, status, price_max);
CREATE INDEX saved_searches_email ON saved_searches(email, status);
CREATE INDEX saved_searches_user ON saved_searches(user_id);
CREATE INDEX saved_searches_expiry ON saved_searches(expires_at);

-- A unit that matched a search and has not been mailed yet (sent_day NULL), or was mailed on sent_day. One row per
-- search and unit: a unit that changes twice before the mail keeps the first old price.
CREATE TABLE alert_matches (
  search_id INTEGER NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
  unit_id INTEGER NOT NULL REFERENCES units(id) ON DELETE CASCADE,
  reason TEXT NOT NULL CHECK (reason IN ('available', 'cheaper')),
  old_price INTEGER,
  new_price INTEGER,
  sent_day TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (search_id, unit_id)
);
-- The digest's lookup: searches with unsent matches.
CREATE INDEX alert_matches_unsent ON alert_matches(sent_day, search_id);
