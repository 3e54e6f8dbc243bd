-- Issue 45, ADR 0100: a radius search counts its circles from kept counts, not by reading every facility in them.
--
-- At 10,000 facilities the radius counts of a search read every facility within 250 km (7,099 index entries around
-- Warsaw), the list's total every one within its radius (793). Here every active facility with a position is counted
-- in one cell of each of eleven levels: level 0 cells are 1/128 of a degree on each side (~0.9 km of latitude), each
-- level's cell holds four of the level below, and level 10 cells are 8 degrees. A count walks down from level 10
-- (api/facilities/cell-counts.ts): a cell wholly inside the circle adds its kept count, a cell wholly outside is
-- dropped, and only the facilities of the level 0 cells the circle's edge crosses are read one by one.
-- `x` and `y` are the level 0 cell's numbers shifted right by the level; the expressions must stay exactly
-- LEAF_X_SQL and LEAF_Y_SQL (without the table alias), or the index below is silently not used.
CREATE TABLE facility_cells (
  level INTEGER NOT NULL,
  x INTEGER NOT NULL,
  y INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (level, x, y)
) WITHOUT ROWID;

-- The levels, so one statement of a trigger writes all of them (triggers cannot hold a WITH).
CREATE TABLE facility_cell_levels (level INTEGER PRIMARY KEY);
INSERT INTO facility_cell_levels (level) VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9), (10);

-- The facilities of one level 0 cell, for the cells a circle's edge crosses. Covering: without latitude and
-- longitude, SQLite preferred facilities_geo_cell's covering scan of every active facility for each cell.
CREATE INDEX facilities_leaf_cell ON facilities(
  active, CAST((longitude + 180) * 128 AS INTEGER), CAST((latitude + 90) * 128 AS INTEGER), latitude, longitude
);

INSERT INTO facility_cells (level, x, y, n)
  SELECT l.level, CAST((f.longitude + 180) * 128 AS INTEGER) >> l.level,
    CAST((f.latitude + 90) * 128 AS INTEGER) >> l.level, COUNT(*)
  FROM facilities f CROSS JOIN facility_cell_levels l
  WHERE f.active = 1 AND f.latitude != 0 AND f.longitude != 0
  GROUP BY 1, 2, 3;

-- What is counted is exactly what a radius search can find: `active = 1 AND latitude != 0 AND longitude != 0`.
-- No write replaces facility rows (INSERT OR REPLACE would delete without the delete trigger), as in 0002 and 0036.
CREATE TRIGGER facility_cells_insert AFTER INSERT ON facilities
  WHEN new.active = 1 AND new.latitude != 0 AND new.longitude != 0 BEGIN
  INSERT INTO facility_cells (level, x, y, n)
    SELECT level, CAST((new.longitude + 180) * 128 AS INTEGER) >> level,
      CAST((new.latitude + 90) * 128 AS INTEGER) >> level, 1
    FROM facility_cell_levels WHERE true
    ON CONFLICT (level, x, y) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER facility_cells_delete AFTER DELETE ON facilities
  WHEN old.active = 1 AND old.latitude != 0 AND old.longitude != 0 BEGIN
  UPDATE facility_cells SET n = n - 1 WHERE (level, x, y) IN (
    SELECT level, CAST((old.longitude + 180) * 128 AS INTEGER) >> level,
      CAST((old.latitude + 90) * 128 AS INTEGER) >> level FROM facility_cell_levels);
  -- An empty cell would still be read by every walk that passes it.
  DELETE FROM facility_cells WHERE n = 0 AND (level, x, y) IN (
    SELECT level, CAST((old.longitude + 180) * 128 AS INTEGER) >> level,
      CAST((old.latitude + 90) * 128 AS INTEGER) >> level FROM facility_cell_levels);
END;

-- A move, a publication or a withdrawal: out of the old cells, into the new ones.
CREATE TRIGGER facility_cells_update AFTER UPDATE OF active, latitude, longitude ON facilities
  WHEN (old.active = 1 AND old.latitude != 0 AND old.longitude != 0)
    OR (new.active = 1 AND new.latitude != 0 AND new.longitude != 0) BEGIN
  UPDATE facility_cells SET n = n - 1 WHERE old.active = 1 AND old.latitude != 0 AND old.longitude != 0
    AND (level, x, y) IN (
      SELECT level, CAST((old.longitude + 180) * 128 AS INTEGER) >> level,
        CAST((old.latitude + 90) * 128 AS INTEGER) >> level FROM facility_cell_levels);
  INSERT INTO facility_cells (level, x, y, n)
    SELECT level, CAST((new.longitude + 180) * 128 AS INTEGER) >> level,
      CAST((new.latitude + 90) * 128 AS INTEGER) >> level, 1
    FROM facility_cell_levels WHERE new.active = 1 AND new.latitude != 0 AND new.longitude != 0
    ON CONFLICT (level, x, y) DO UPDATE SET n = n + 1;
  DELETE FROM facility_cells WHERE n = 0 AND (level, x, y) IN (
    SELECT level, CAST((old.longitude + 180) * 128 AS INTEGER) >> level,
      CAST((old.latitude + 90) * 128 AS INTEGER) >> level FROM facility_cell_levels);
END;
