-- Issue 31, ADR 0075: the plain list's total ("9,776 facilities") without counting them on every KV miss.
--
-- COUNT(*) over `active = 1` read one index entry per active facility (9,776 rows at 10,000 facilities, billed on
-- every uncached list). The triggers keep this one row exact on every write that can change the count: an insert or
-- a delete of an active facility, and an update that flips `active`. Their conditions are the list's own filter
-- (`active = 1`), so whatever value `active` holds, the row and COUNT(*) agree. No write replaces facility rows
-- (INSERT OR REPLACE would delete without the delete trigger), the same assumption the FTS triggers of 0002 make.
CREATE TABLE active_facility_count (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  n INTEGER NOT NULL
);
INSERT INTO active_facility_count (id, n) SELECT 1, COUNT(*) FROM facilities WHERE active = 1;

CREATE TRIGGER active_facility_count_insert AFTER INSERT ON facilities WHEN new.active = 1 BEGIN
  UPDATE active_facility_count SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER active_facility_count_delete AFTER DELETE ON facilities WHEN old.active = 1 BEGIN
  UPDATE active_facility_count SET n = n - 1 WHERE id = 1;
END;

CREATE TRIGGER active_facility_count_update AFTER UPDATE OF active ON facilities
  WHEN (old.active = 1) != (new.active = 1) BEGIN
  UPDATE active_facility_count SET n = n + (new.active = 1) - (old.active = 1) WHERE id = 1;
END;
