-- Issue 45, ADR 0106: a circle's count reads a crossed cell's facilities in one seek, at any level; a radius's page
-- by price reads each half-degree cell only until it has given the page (the index at the end).
--
-- The walk of 0053 (api/facilities/cell-counts.ts) opened every cell the circle's edge crosses down to the ~0.9 km
-- cells, about two D1 rows per cell on the way, even where a crossed cell held three facilities. Here every counted
-- facility (`active = 1 AND latitude != 0 AND longitude != 0`, as facility_cells counts) is kept under its level 0
-- cell's Morton code `z`, computed exactly as 0053 computes it. A cell of level L is then the one key range
-- `z << 2L … ((z + 1) << 2L) - 1`, so the walk reads a crossed cell's few facilities directly instead of opening it.
-- Latitude and longitude are in the key's row (WITHOUT ROWID), so the read touches nothing else.
CREATE TABLE facility_points (
  z INTEGER NOT NULL,
  id INTEGER NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  PRIMARY KEY (z, id)
) WITHOUT ROWID;

INSERT INTO facility_points (z, id, latitude, longitude)
  SELECT (SELECT s FROM facility_cell_bits WHERE v = CAST((f.longitude + 180) * 128 AS INTEGER) & 255)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((f.longitude + 180) * 128 AS INTEGER) >> 8) << 16)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((f.latitude + 90) * 128 AS INTEGER) & 255) << 1)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((f.latitude + 90) * 128 AS INTEGER) >> 8) << 17), f.id, f.latitude, f.longitude
  FROM facilities f WHERE f.active = 1 AND f.latitude != 0 AND f.longitude != 0;

-- Kept as facility_cells is (0053): no write replaces facility rows, so insert, delete and these columns' updates
-- are every way a facility enters or leaves the count.
CREATE TRIGGER facility_points_insert AFTER INSERT ON facilities WHEN new.active = 1 AND new.latitude != 0 AND new.longitude != 0 BEGIN
  INSERT INTO facility_points (z, id, latitude, longitude)
    VALUES ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.longitude + 180) * 128 AS INTEGER) & 255)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.longitude + 180) * 128 AS INTEGER) >> 8) << 16)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.latitude + 90) * 128 AS INTEGER) & 255) << 1)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.latitude + 90) * 128 AS INTEGER) >> 8) << 17), new.id, new.latitude, new.longitude);
END;

CREATE TRIGGER facility_points_delete AFTER DELETE ON facilities WHEN old.active = 1 AND old.latitude != 0 AND old.longitude != 0 BEGIN
  DELETE FROM facility_points WHERE id = old.id AND z = ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.longitude + 180) * 128 AS INTEGER) & 255)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.longitude + 180) * 128 AS INTEGER) >> 8) << 16)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.latitude + 90) * 128 AS INTEGER) & 255) << 1)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.latitude + 90) * 128 AS INTEGER) >> 8) << 17));
END;

CREATE TRIGGER facility_points_update AFTER UPDATE OF active, latitude, longitude ON facilities
  WHEN (old.active = 1 AND old.latitude != 0 AND old.longitude != 0) OR (new.active = 1 AND new.latitude != 0 AND new.longitude != 0) BEGIN
  DELETE FROM facility_points WHERE old.active = 1 AND old.latitude != 0 AND old.longitude != 0 AND id = old.id AND z = ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.longitude + 180) * 128 AS INTEGER) & 255)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.longitude + 180) * 128 AS INTEGER) >> 8) << 16)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.latitude + 90) * 128 AS INTEGER) & 255) << 1)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.latitude + 90) * 128 AS INTEGER) >> 8) << 17));
  INSERT INTO facility_points (z, id, latitude, longitude)
    SELECT (SELECT s FROM facility_cell_bits WHERE v = CAST((new.longitude + 180) * 128 AS INTEGER) & 255)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.longitude + 180) * 128 AS INTEGER) >> 8) << 16)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.latitude + 90) * 128 AS INTEGER) & 255) << 1)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.latitude + 90) * 128 AS INTEGER) >> 8) << 17), new.id, new.latitude, new.longitude WHERE new.active = 1 AND new.latitude != 0 AND new.longitude != 0;
END;

-- A price-sorted page of a radius (api/facilities/price-page.ts): each half-degree cell's facilities in price order,
-- with their position, so a cell is read only until it has given the page's worth within the circle. The
-- expressions must stay PRICE_X_SQL and PRICE_Y_SQL (without the table alias), or SQLite silently ignores the index.
CREATE INDEX facilities_price_cell ON facilities(
  active, CAST((longitude + 180) * 2 AS INTEGER), CAST((latitude + 90) * 2 AS INTEGER), price_from IS NULL, price_from,
  id, latitude, longitude
);
