-- Issue 45, ADR 0111: a circle's count classifies a cell by where its facilities lie, not by the cell's own sides.
--
-- The walk of 0053/0056 (api/facilities/cell-counts.ts) opens or reads every cell the circle's edge crosses. A crossed
-- cell's few facilities, though, often all lie on one side of the edge (a town in one corner of a 2 km cell), and then
-- the cell can be taken whole or dropped. Each kept cell now also holds bounds of its facilities' positions: every
-- facility counted in the cell lies within south…north, west…east. Bounds only ever widen: an insert, a move into the
-- cell or a publication widens them, a delete, a move out or a withdrawal leaves them as they were (still bounds of
-- what remains, only looser), and a cell whose count reaches 0 is deleted (0053), so a new facility there starts it
-- afresh. Writes stay one statement per trigger step; nothing reads the remaining facilities to shrink the bounds.
ALTER TABLE facility_cells ADD COLUMN south REAL;
ALTER TABLE facility_cells ADD COLUMN north REAL;
ALTER TABLE facility_cells ADD COLUMN west REAL;
ALTER TABLE facility_cells ADD COLUMN east REAL;

-- facility_points (0056) holds exactly the facilities facility_cells counts, under their level 0 cell's Morton code:
-- a cell of level L is the key range `z << 2L … ((z + 1) << 2L) - 1`.
UPDATE facility_cells SET (south, north, west, east) = (
  SELECT min(p.latitude), max(p.latitude), min(p.longitude), max(p.longitude) FROM facility_points p
  WHERE p.z BETWEEN facility_cells.z << (2 * facility_cells.level) AND ((facility_cells.z + 1) << (2 * facility_cells.level)) - 1
);

-- The triggers of 0053 that add a facility to its cells, now widening the bounds too; the delete trigger is unchanged.
DROP TRIGGER facility_cells_insert;
DROP TRIGGER facility_cells_update;

CREATE TRIGGER facility_cells_insert AFTER INSERT ON facilities
  WHEN new.active = 1 AND new.latitude != 0 AND new.longitude != 0 BEGIN
  INSERT INTO facility_cells (level, z, x, y, n, south, north, west, east)
    SELECT level, z, x, y, 1, new.latitude, new.latitude, new.longitude, new.longitude FROM (SELECT l.level, leaf.z >> (2 * l.level) AS z, leaf.x >> l.level AS x, leaf.y >> l.level AS y
    FROM facility_cell_levels l, (SELECT CAST((new.longitude + 180) * 128 AS INTEGER) AS x, CAST((new.latitude + 90) * 128 AS INTEGER) AS y,
      (SELECT s FROM facility_cell_bits WHERE v = CAST((new.longitude + 180) * 128 AS INTEGER) & 255)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.longitude + 180) * 128 AS INTEGER) >> 8) << 16)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.latitude + 90) * 128 AS INTEGER) & 255) << 1)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.latitude + 90) * 128 AS INTEGER) >> 8) << 17) AS z) leaf) WHERE true
    ON CONFLICT (level, z) DO UPDATE SET n = n + 1, south = min(south, excluded.south), north = max(north, excluded.north),
      west = min(west, excluded.west), east = max(east, excluded.east);
END;

CREATE TRIGGER facility_cells_update AFTER UPDATE OF active, latitude, longitude ON facilities
  WHEN (old.active = 1 AND old.latitude != 0 AND old.longitude != 0)
    OR (new.active = 1 AND new.latitude != 0 AND new.longitude != 0) BEGIN
  UPDATE facility_cells SET n = n - 1 WHERE old.active = 1 AND old.latitude != 0 AND old.longitude != 0
    AND (level, z) IN (SELECT level, z FROM (SELECT l.level, leaf.z >> (2 * l.level) AS z, leaf.x >> l.level AS x, leaf.y >> l.level AS y
    FROM facility_cell_levels l, (SELECT CAST((old.longitude + 180) * 128 AS INTEGER) AS x, CAST((old.latitude + 90) * 128 AS INTEGER) AS y,
      (SELECT s FROM facility_cell_bits WHERE v = CAST((old.longitude + 180) * 128 AS INTEGER) & 255)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.longitude + 180) * 128 AS INTEGER) >> 8) << 16)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.latitude + 90) * 128 AS INTEGER) & 255) << 1)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.latitude + 90) * 128 AS INTEGER) >> 8) << 17) AS z) leaf));
  INSERT INTO facility_cells (level, z, x, y, n, south, north, west, east)
    SELECT level, z, x, y, 1, new.latitude, new.latitude, new.longitude, new.longitude FROM (SELECT l.level, leaf.z >> (2 * l.level) AS z, leaf.x >> l.level AS x, leaf.y >> l.level AS y
    FROM facility_cell_levels l, (SELECT CAST((new.longitude + 180) * 128 AS INTEGER) AS x, CAST((new.latitude + 90) * 128 AS INTEGER) AS y,
      (SELECT s FROM facility_cell_bits WHERE v = CAST((new.longitude + 180) * 128 AS INTEGER) & 255)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.longitude + 180) * 128 AS INTEGER) >> 8) << 16)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.latitude + 90) * 128 AS INTEGER) & 255) << 1)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.latitude + 90) * 128 AS INTEGER) >> 8) << 17) AS z) leaf)
    WHERE new.active = 1 AND new.latitude != 0 AND new.longitude != 0
    ON CONFLICT (level, z) DO UPDATE SET n = n + 1, south = min(south, excluded.south), north = max(north, excluded.north),
      west = min(west, excluded.west), east = max(east, excluded.east);
  DELETE FROM facility_cells WHERE n = 0 AND (level, z) IN (SELECT level, z FROM (SELECT l.level, leaf.z >> (2 * l.level) AS z, leaf.x >> l.level AS x, leaf.y >> l.level AS y
    FROM facility_cell_levels l, (SELECT CAST((old.longitude + 180) * 128 AS INTEGER) AS x, CAST((old.latitude + 90) * 128 AS INTEGER) AS y,
      (SELECT s FROM facility_cell_bits WHERE v = CAST((old.longitude + 180) * 128 AS INTEGER) & 255)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.longitude + 180) * 128 AS INTEGER) >> 8) << 16)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.latitude + 90) * 128 AS INTEGER) & 255) << 1)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.latitude + 90) * 128 AS INTEGER) >> 8) << 17) AS z) leaf));
END;

-- The text index (0002) now holds the active facilities only, so a text search's count is the index's own count of
-- matches, without a row of `facilities` per match (ADR 0111: "Schowek Gdańsk" at 10,000 facilities 298 → 149 rows).
-- Its content is a view of the active rows: the index and its content stay one set, and 'rebuild' rebuilds that set.
-- The triggers follow a facility in and out of it: an insert or a publication adds it, a delete or a withdrawal
-- removes it (with the text that was indexed, from OLD), a new text re-indexes an active one.
DROP TRIGGER facility_fts_insert;
DROP TRIGGER facility_fts_delete;
DROP TRIGGER facility_fts_update;
DROP TABLE facility_fts;

CREATE VIEW facility_fts_content AS SELECT id, search_text FROM facilities WHERE active = 1;

CREATE VIRTUAL TABLE facility_fts USING fts5(
  search_text,
  content = 'facility_fts_content',
  content_rowid = 'id',
  tokenize = 'trigram case_sensitive 1'
);

CREATE TRIGGER facility_fts_insert AFTER INSERT ON facilities WHEN new.active = 1 BEGIN
  INSERT INTO facility_fts (rowid, search_text) VALUES (new.id, new.search_text);
END;

CREATE TRIGGER facility_fts_delete AFTER DELETE ON facilities WHEN old.active = 1 BEGIN
  INSERT INTO facility_fts (facility_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;

CREATE TRIGGER facility_fts_update AFTER UPDATE OF id, search_text, active ON facilities
  WHEN old.active = 1 OR new.active = 1 BEGIN
  INSERT INTO facility_fts (facility_fts, rowid, search_text) SELECT 'delete', old.id, old.search_text WHERE old.active = 1;
  INSERT INTO facility_fts (rowid, search_text) SELECT new.id, new.search_text WHERE new.active = 1;
END;

INSERT INTO facility_fts (facility_fts) VALUES ('rebuild');
