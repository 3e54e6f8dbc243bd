-- Skrytka product API schema (D1 / SQLite).
PRAGMA foreign_keys = ON;

CREATE TABLE clients (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  company_name TEXT,
  contact_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  billing_email TEXT,
  street TEXT NOT NULL,
  building_number TEXT NOT NULL,
  apartment_number TEXT,
  postal_code TEXT NOT NULL,
  city TEXT NOT NULL,
  country TEXT NOT NULL DEFAULT 'Polska',
  latitude REAL,
  longitude REAL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX clients_company ON clients(company_name);

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('SUPERADMIN', 'CLIENT', 'TENANT')),
  name TEXT NOT NULL DEFAULT '',
  client_id INTEGER REFERENCES clients(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX users_client ON users(client_id);

-- Session ids are stored only as SHA-256 hashes; the raw id lives in the visitor's cookie.
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  remember INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE facilities (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  client_id INTEGER NOT NULL REFERENCES clients(id),
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  -- Lowercased, diacritic-free name + city + postal code for case/diacritic-insensitive search.
  search_text TEXT NOT NULL DEFAULT '',
  description TEXT,
  email TEXT,
  phone TEXT,
  website TEXT,
  brand TEXT,
  image_url TEXT,
  street TEXT NOT NULL DEFAULT '',
  building_number TEXT NOT NULL DEFAULT '',
  apartment_number TEXT,
  postal_code TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT 'Polska',
  latitude REAL NOT NULL DEFAULT 0,
  longitude REAL NOT NULL DEFAULT 0,
  features TEXT NOT NULL DEFAULT '[]',
  rating REAL NOT NULL DEFAULT 0,
  review_count INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  -- Denormalised from available units (active and not occupied), refreshed on every unit/facility write.
  price_from REAL,
  min_price_per_m2 REAL,
  min_size_m2 REAL,
  max_size_m2 REAL,
  available_units INTEGER NOT NULL DEFAULT 0,
  unit_types TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX facilities_active_price ON facilities(active, price_from);
CREATE INDEX facilities_geo ON facilities(active, latitude, longitude);
CREATE INDEX facilities_client ON facilities(client_id);
CREATE INDEX facilities_city ON facilities(city);

CREATE TABLE facility_rich_content (
  facility_id INTEGER PRIMARY KEY REFERENCES facilities(id) ON DELETE CASCADE,
  title TEXT,
  lead TEXT,
  body_html TEXT,
  storage_info_html TEXT,
  tips_html TEXT,
  faq TEXT NOT NULL DEFAULT '[]',
  image_url TEXT,
  brand TEXT,
  min_size_m2 REAL,
  max_size_m2 REAL,
  min_price_monthly REAL,
  max_price_monthly REAL,
  features TEXT NOT NULL DEFAULT '[]',
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE unit_types (
  code TEXT PRIMARY KEY,
  name_pl TEXT NOT NULL,
  name_en TEXT NOT NULL
);
INSERT INTO unit_types (code, name_pl, name_en) VALUES
  ('standard', 'Standardowy', 'Standard'),
  ('klimatyzowany', 'Klimatyzowany', 'Air-conditioned'),
  ('zewnetrzny', 'Zewnętrzny', 'Outdoor'),
  ('garaz', 'Garaż', 'Garage');

CREATE TABLE units (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  facility_id INTEGER NOT NULL REFERENCES facilities(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  size_label TEXT NOT NULL,
  size_m2 REAL NOT NULL,
  type TEXT NOT NULL REFERENCES unit_types(code),
  price_monthly REAL,
  is_active INTEGER NOT NULL DEFAULT 1,
  is_occupied INTEGER NOT NULL DEFAULT 0,
  UNIQUE (facility_id, code)
);
CREATE INDEX units_facility ON units(facility_id);

CREATE TABLE inquiries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  facility_id INTEGER REFERENCES facilities(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  size_m2 REAL,
  period TEXT,
  message TEXT,
  unit_code TEXT,
  source_url TEXT,
  status TEXT NOT NULL DEFAULT 'new', -- new | no_email | spam
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE demo_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT,
  contact_time TEXT,
  spam INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE trial_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  nip TEXT NOT NULL,
  street TEXT NOT NULL,
  building_number TEXT NOT NULL,
  apartment_number TEXT,
  postal_code TEXT NOT NULL,
  city TEXT NOT NULL,
  country TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  spam INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE newsletter_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL COLLATE NOCASE,
  lang TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (email, lang)
);

-- Every e-mail the system would send. A mailer (outside this repo) drains rows with sent_at IS NULL.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  ref_table TEXT,
  ref_id INTEGER,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sent_at TEXT
);

-- Fixed-window counters; D1 (strongly consistent), not KV.
CREATE TABLE rate_limits (
  key TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
);
