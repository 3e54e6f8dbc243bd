-- Issue 32 follow-up.

-- Unit codes are unique per facility, whatever their case ("a-1" and "A-1" are one unit to a renter): until now only
-- the editor's read-before-insert said so, and two saves at once could both pass it. Existing data first: a later
-- duplicate (none in the seed or the synthetic data; production is checked by this same statement) gets its id
-- appended, so the index can be built on any database and no unit, inquiry or price row is lost.
UPDATE units SET code = code || '-' || id
  WHERE EXISTS (
    SELECT 1 FROM units older
    WHERE older.facility_id = units.facility_id AND older.code = units.code COLLATE NOCASE AND older.id < units.id
  );
CREATE UNIQUE INDEX units_facility_code ON units(facility_id, code COLLATE NOCASE);

-- The real width of each served variant, in PHOTO_WIDTHS order (JSON, e.g. [320,640,1000]): the variants are made
-- with fit "scale-down", so a photo 800–1279 px wide has a largest variant narrower than its "-1280" name, and a
-- srcset must say what the file is. Rows from before are backfilled from the photo's displayed width, which is what
-- scale-down gave them; a row a previous Worker writes during the deploy stays NULL and is read the same way.
ALTER TABLE facility_photos ADD COLUMN widths TEXT;
UPDATE facility_photos SET widths = json_array(MIN(320, width), MIN(640, width), MIN(1280, width));
