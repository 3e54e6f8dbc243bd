-- Issue 42 groundwork (operators join by themselves): the columns three parts of the issue share, so each part's own
-- migration only adds what it alone reads. Existing companies are paying customers and their facilities are public.

-- The company's registers and its trial. `trial_ends_at` is set when the trial's owner activates the account (30
-- days on); NULL for a company that is not in trial. A company whose trial has ended is read-only in the panel except
-- for answering inquiries and reservations (ADR of the trial part).
ALTER TABLE clients ADD COLUMN nip TEXT;
ALTER TABLE clients ADD COLUMN regon TEXT;
ALTER TABLE clients ADD COLUMN krs TEXT;
ALTER TABLE clients ADD COLUMN plan TEXT NOT NULL DEFAULT 'active' CHECK (plan IN ('trial', 'active'));
ALTER TABLE clients ADD COLUMN trial_ends_at TEXT;
CREATE INDEX clients_nip ON clients(nip) WHERE nip IS NOT NULL;

-- What the public registers said (the verification part): the badge is shown only for 'verified', and only with
-- evidence rows behind it. `verified_at` is the date the last passing check ran (the badge's "sprawdzono").
ALTER TABLE clients ADD COLUMN verification_status TEXT NOT NULL DEFAULT 'unverified'
  CHECK (verification_status IN ('unverified', 'verified', 'needs_review', 'refused'));
ALTER TABLE clients ADD COLUMN verified_at TEXT;

-- One row per register asked: which register, its own id for the answer (the white list's requestId), when, what
-- came back in short, and the fields compared with their result, as JSON. Evidence is never edited, only added.
CREATE TABLE company_checks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  client_id INTEGER NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  register TEXT NOT NULL CHECK (register IN ('checksum', 'vat', 'krs', 'ceidg', 'regon')),
  request_id TEXT,
  outcome TEXT NOT NULL CHECK (outcome IN ('pass', 'mismatch', 'refused', 'unavailable')),
  compared TEXT NOT NULL DEFAULT '{}',
  checked_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX company_checks_client ON company_checks(client_id, checked_at);

-- A facility's way to the public (the onboarding part): an operator's new facility is a draft, is submitted, and the
-- superadmin publishes it or rejects it with a reason. Every public read already asks for `active = 1`, so the
-- triggers below make "a draft is never public" true in one place: nothing unpublished can be active.
ALTER TABLE facilities ADD COLUMN publication TEXT NOT NULL DEFAULT 'published'
  CHECK (publication IN ('draft', 'submitted', 'published', 'rejected'));
ALTER TABLE facilities ADD COLUMN publication_note TEXT;
ALTER TABLE facilities ADD COLUMN submitted_at TEXT;
CREATE INDEX facilities_publication ON facilities(publication) WHERE publication != 'published';

CREATE TRIGGER facilities_unpublished_insert BEFORE INSERT ON facilities
  WHEN NEW.active = 1 AND NEW.publication != 'published'
BEGIN
  SELECT RAISE(ABORT, 'facility_not_published');
END;
CREATE TRIGGER facilities_unpublished_update BEFORE UPDATE OF active, publication ON facilities
  WHEN NEW.active = 1 AND NEW.publication != 'published'
BEGIN
  SELECT RAISE(ABORT, 'facility_not_published');
END;
