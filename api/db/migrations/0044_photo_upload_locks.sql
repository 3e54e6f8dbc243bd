-- Issue 41, ADR 0093: one photo upload at a time per company. A row is the company's upload in progress; it ends
-- when the upload does (deleted by its token), or at `until` when the Worker died before it could say so.
CREATE TABLE photo_upload_locks (
  client_id INTEGER PRIMARY KEY REFERENCES clients(id) ON DELETE CASCADE,
  token TEXT NOT NULL,
  until TEXT NOT NULL
);

-- A facility's photo positions are unique (issue 41: parallel uploads left 15 photos at position 0). Positions from
-- before are renumbered first, in the order the site shows them (position, then id).
UPDATE facility_photos SET position = o.rank
FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY facility_id ORDER BY position, id) - 1 AS rank FROM facility_photos) AS o
WHERE o.id = facility_photos.id;
CREATE UNIQUE INDEX facility_photos_position ON facility_photos(facility_id, position);
