-- Issue 41, ADR 0093: one photo upload at a time per company. A row is the company's upload in progress; it ends
-- when the upload does (deleted by its token), or at `until` when the Worker died before it could say so.
CREATE TABLE photo_upload_locks (
  client_id INTEGER PRIMARY KEY REFERENCES clients(id) ON DELETE CASCADE,
  token TEXT NOT NULL,
  until TEXT NOT NULL
);
