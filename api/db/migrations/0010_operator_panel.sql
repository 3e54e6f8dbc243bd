-- Issue 19: the operator panel (inquiry workflow, availability freshness, audit) and the users' e-mail language.

-- Where the operator is with an inquiry. Separate from `status` (new | no_email | spam), which says how the
-- inquiry was delivered; a spam row never reaches the panel.
ALTER TABLE inquiries ADD COLUMN stage TEXT NOT NULL DEFAULT 'new' CHECK (stage IN ('new', 'contacted', 'rented', 'closed'));
-- Seen only by the operator's company (and the superadmin); never by the renter.
ALTER TABLE inquiries ADD COLUMN operator_note TEXT;
-- First move out of 'new': the response time the overview's median is taken over.
ALTER TABLE inquiries ADD COLUMN first_response_at TEXT;
CREATE INDEX inquiries_facility_created ON inquiries(facility_id, created_at);
-- "Moje zapytania": a tenant's inquiries are the ones sent with their e-mail, in any letter case.
CREATE INDEX inquiries_email ON inquiries(email COLLATE NOCASE);

-- Every stage change with who and when. The e-mail is copied so the history outlives a deleted account.
CREATE TABLE inquiry_stage_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  inquiry_id INTEGER NOT NULL REFERENCES inquiries(id) ON DELETE CASCADE,
  from_stage TEXT NOT NULL,
  to_stage TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  user_email TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX inquiry_stage_changes_inquiry ON inquiry_stage_changes(inquiry_id, id);

-- Every operator action (and every CSV export of renters' data), for the superadmin. Append-only: nothing updates
-- or deletes a row. client_id is the company the action was on, so one company's log is one index range.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  client_id INTEGER REFERENCES clients(id) ON DELETE SET NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  user_email TEXT NOT NULL,
  action TEXT NOT NULL,
  target_type TEXT NOT NULL,
  target_id INTEGER,
  detail TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX audit_log_client ON audit_log(client_id, id);

-- The public detail page's "availability updated 2 days ago": set by every unit save in the panel.
ALTER TABLE facilities ADD COLUMN availability_updated_at TEXT;

-- The language of the e-mails a user gets (new-inquiry notifications); set at sign-in from the page's language.
ALTER TABLE users ADD COLUMN lang TEXT NOT NULL DEFAULT 'pl' CHECK (lang IN ('pl', 'en'));
