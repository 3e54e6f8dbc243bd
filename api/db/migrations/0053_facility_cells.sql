-- Issue 45, ADR 0100: a radius search counts its circles from kept counts, not by reading every facility in them.
--
-- At 10,000 facilities the radius counts of a search read every facility within 250 km (7,068 index entries around
-- Warsaw), the list's total every one within its radius (780). Here every active facility with a position is counted
-- in one cell of each of eleven levels: level 0 cells are 1/128 of a degree on each side (~0.9 km of latitude), each
-- level's cell holds four of the level below, and level 10 cells are 8 degrees. A count walks down from level 10
-- (api/facilities/cell-counts.ts): a cell wholly inside the circle adds its kept count, a cell wholly outside is
-- dropped, and only the facilities of the level 0 cells the circle's edge crosses are read one by one.
-- `x` and `y` are the level 0 cell's numbers shifted right by the level; the expressions must stay exactly
-- LEAF_X_SQL and LEAF_Y_SQL (without the table alias), or the index below is silently not used. `z` interleaves the
-- bits of x and y (a Morton code), so a cell's four quarters are the one range `z * 4 … z * 4 + 3` of the level below.
CREATE TABLE facility_cells (
  level INTEGER NOT NULL,
  z INTEGER NOT NULL,
  x INTEGER NOT NULL,
  y INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (level, z)
) WITHOUT ROWID;

-- The levels, so one statement of a trigger writes all of them (triggers cannot hold a WITH).
CREATE TABLE facility_cell_levels (level INTEGER PRIMARY KEY);
INSERT INTO facility_cell_levels (level) VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9), (10);

-- The bits of a byte spread to the even places (0b1011 → 0b1000101): two lookups per coordinate make z.
CREATE TABLE facility_cell_bits (v INTEGER PRIMARY KEY, s INTEGER NOT NULL);
WITH RECURSIVE byte(v) AS (SELECT 0 UNION ALL SELECT v + 1 FROM byte WHERE v < 255)
INSERT INTO facility_cell_bits (v, s)
  SELECT v, (v & 1) | ((v & 2) << 1) | ((v & 4) << 2) | ((v & 8) << 3) | ((v & 16) << 4) | ((v & 32) << 5)
    | ((v & 64) << 6) | ((v & 128) << 7) FROM byte;

-- The facilities of one level 0 cell, for the cells a circle's edge crosses. Covering: without latitude and
-- longitude, SQLite preferred facilities_geo_cell's covering scan of every active facility for each cell.
CREATE INDEX facilities_leaf_cell ON facilities(
  active, CAST((longitude + 180) * 128 AS INTEGER), CAST((latitude + 90) * 128 AS INTEGER), latitude, longitude
);

INSERT INTO facility_cells (level, z, x, y, n)
  SELECT l.level, leaf.z >> (2 * l.level), leaf.x >> l.level, leaf.y >> l.level, COUNT(*)
  FROM (SELECT CAST((f.longitude + 180) * 128 AS INTEGER) AS x, CAST((f.latitude + 90) * 128 AS INTEGER) AS y,
      (SELECT s FROM facility_cell_bits WHERE v = CAST((f.longitude + 180) * 128 AS INTEGER) & 255)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((f.longitude + 180) * 128 AS INTEGER) >> 8) << 16)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((f.latitude + 90) * 128 AS INTEGER) & 255) << 1)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((f.latitude + 90) * 128 AS INTEGER) >> 8) << 17) AS z
    FROM facilities f WHERE f.active = 1 AND f.latitude != 0 AND f.longitude != 0) leaf
  CROSS JOIN facility_cell_levels l
  GROUP BY 1, 2, 3, 4;

-- What is counted is exactly what a radius search can find: `active = 1 AND latitude != 0 AND longitude != 0`.
-- No write replaces facility rows (INSERT OR REPLACE would delete without the delete trigger), as in 0002 and 0036.
CREATE TRIGGER facility_cells_insert AFTER INSERT ON facilities
  WHEN new.active = 1 AND new.latitude != 0 AND new.longitude != 0 BEGIN
  INSERT INTO facility_cells (level, z, x, y, n)
    SELECT level, z, x, y, 1 FROM (SELECT l.level, leaf.z >> (2 * l.level) AS z, leaf.x >> l.level AS x, leaf.y >> l.level AS y
    FROM facility_cell_levels l, (SELECT CAST((new.longitude + 180) * 128 AS INTEGER) AS x, CAST((new.latitude + 90) * 128 AS INTEGER) AS y,
      (SELECT s FROM facility_cell_bits WHERE v = CAST((new.longitude + 180) * 128 AS INTEGER) & 255)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.longitude + 180) * 128 AS INTEGER) >> 8) << 16)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.latitude + 90) * 128 AS INTEGER) & 255) << 1)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.latitude + 90) * 128 AS INTEGER) >> 8) << 17) AS z) leaf) WHERE true
    ON CONFLICT (level, z) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER facility_cells_delete AFTER DELETE ON facilities
  WHEN old.active = 1 AND old.latitude != 0 AND old.longitude != 0 BEGIN
  UPDATE facility_cells SET n = n - 1 WHERE (level, z) IN (SELECT level, z FROM (SELECT l.level, leaf.z >> (2 * l.level) AS z, leaf.x >> l.level AS x, leaf.y >> l.level AS y
    FROM facility_cell_levels l, (SELECT CAST((old.longitude + 180) * 128 AS INTEGER) AS x, CAST((old.latitude + 90) * 128 AS INTEGER) AS y,
      (SELECT s FROM facility_cell_bits WHERE v = CAST((old.longitude + 180) * 128 AS INTEGER) & 255)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.longitude + 180) * 128 AS INTEGER) >> 8) << 16)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.latitude + 90) * 128 AS INTEGER) & 255) << 1)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.latitude + 90) * 128 AS INTEGER) >> 8) << 17) AS z) leaf));
  -- An empty cell would still be read by every walk that passes it.
  DELETE FROM facility_cells WHERE n = 0 AND (level, z) IN (SELECT level, z FROM (SELECT l.level, leaf.z >> (2 * l.level) AS z, leaf.x >> l.level AS x, leaf.y >> l.level AS y
    FROM facility_cell_levels l, (SELECT CAST((old.longitude + 180) * 128 AS INTEGER) AS x, CAST((old.latitude + 90) * 128 AS INTEGER) AS y,
      (SELECT s FROM facility_cell_bits WHERE v = CAST((old.longitude + 180) * 128 AS INTEGER) & 255)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.longitude + 180) * 128 AS INTEGER) >> 8) << 16)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.latitude + 90) * 128 AS INTEGER) & 255) << 1)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.latitude + 90) * 128 AS INTEGER) >> 8) << 17) AS z) leaf));
END;

-- A move, a publication or a withdrawal: out of the old cells, into the new ones.
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
  INSERT INTO facility_cells (level, z, x, y, n)
    SELECT level, z, x, y, 1 FROM (SELECT l.level, leaf.z >> (2 * l.level) AS z, leaf.x >> l.level AS x, leaf.y >> l.level AS y
    FROM facility_cell_levels l, (SELECT CAST((new.longitude + 180) * 128 AS INTEGER) AS x, CAST((new.latitude + 90) * 128 AS INTEGER) AS y,
      (SELECT s FROM facility_cell_bits WHERE v = CAST((new.longitude + 180) * 128 AS INTEGER) & 255)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.longitude + 180) * 128 AS INTEGER) >> 8) << 16)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.latitude + 90) * 128 AS INTEGER) & 255) << 1)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((new.latitude + 90) * 128 AS INTEGER) >> 8) << 17) AS z) leaf)
    WHERE new.active = 1 AND new.latitude != 0 AND new.longitude != 0
    ON CONFLICT (level, z) DO UPDATE SET n = n + 1;
  DELETE FROM facility_cells WHERE n = 0 AND (level, z) IN (SELECT level, z FROM (SELECT l.level, leaf.z >> (2 * l.level) AS z, leaf.x >> l.level AS x, leaf.y >> l.level AS y
    FROM facility_cell_levels l, (SELECT CAST((old.longitude + 180) * 128 AS INTEGER) AS x, CAST((old.latitude + 90) * 128 AS INTEGER) AS y,
      (SELECT s FROM facility_cell_bits WHERE v = CAST((old.longitude + 180) * 128 AS INTEGER) & 255)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.longitude + 180) * 128 AS INTEGER) >> 8) << 16)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.latitude + 90) * 128 AS INTEGER) & 255) << 1)
      | ((SELECT s FROM facility_cell_bits WHERE v = CAST((old.latitude + 90) * 128 AS INTEGER) >> 8) << 17) AS z) leaf));
END;

-- A city's own extent (ADR 0037, `ownRadius`): how many active facilities whose address names the city lie within
-- 2, 5, 10 and 25 km of each gazetteer city and district, kept by triggers (ADR 0100). It was read from every such
-- facility on each search (540 rows for Warsaw at 10,000 facilities). `city` is the place's own name, or a district's
-- city (`parent`). The distance is the list's haversine (HAVERSINE in api/facilities/list-query.ts) with the place
-- as the origin, spelled the same so the doubles are the same; a point that is no gazetteer place is still counted
-- from the facilities.
CREATE TABLE city_reach (
  place_id INTEGER PRIMARY KEY,
  city TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  n2 INTEGER NOT NULL DEFAULT 0,
  n5 INTEGER NOT NULL DEFAULT 0,
  n10 INTEGER NOT NULL DEFAULT 0,
  n25 INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX city_reach_point ON city_reach(city, latitude, longitude);

INSERT INTO city_reach (place_id, city, latitude, longitude, n2, n5, n10, n25)
  SELECT p.id, CASE p.kind WHEN 'city' THEN p.name ELSE p.parent END, p.latitude, p.longitude,
    COALESCE((SELECT SUM(d <= 2) FROM (SELECT (6371 * 2 * asin(sqrt(pow(sin(radians(f.latitude - p.latitude) / 2), 2) + cos(radians(p.latitude)) * cos(radians(f.latitude)) * pow(sin(radians(f.longitude - p.longitude) / 2), 2)))) AS d FROM facilities f
      WHERE f.active = 1 AND f.city = CASE p.kind WHEN 'city' THEN p.name ELSE p.parent END
        AND f.latitude != 0 AND f.longitude != 0)), 0),
    COALESCE((SELECT SUM(d <= 5) FROM (SELECT (6371 * 2 * asin(sqrt(pow(sin(radians(f.latitude - p.latitude) / 2), 2) + cos(radians(p.latitude)) * cos(radians(f.latitude)) * pow(sin(radians(f.longitude - p.longitude) / 2), 2)))) AS d FROM facilities f
      WHERE f.active = 1 AND f.city = CASE p.kind WHEN 'city' THEN p.name ELSE p.parent END
        AND f.latitude != 0 AND f.longitude != 0)), 0),
    COALESCE((SELECT SUM(d <= 10) FROM (SELECT (6371 * 2 * asin(sqrt(pow(sin(radians(f.latitude - p.latitude) / 2), 2) + cos(radians(p.latitude)) * cos(radians(f.latitude)) * pow(sin(radians(f.longitude - p.longitude) / 2), 2)))) AS d FROM facilities f
      WHERE f.active = 1 AND f.city = CASE p.kind WHEN 'city' THEN p.name ELSE p.parent END
        AND f.latitude != 0 AND f.longitude != 0)), 0),
    COALESCE((SELECT SUM(d <= 25) FROM (SELECT (6371 * 2 * asin(sqrt(pow(sin(radians(f.latitude - p.latitude) / 2), 2) + cos(radians(p.latitude)) * cos(radians(f.latitude)) * pow(sin(radians(f.longitude - p.longitude) / 2), 2)))) AS d FROM facilities f
      WHERE f.active = 1 AND f.city = CASE p.kind WHEN 'city' THEN p.name ELSE p.parent END
        AND f.latitude != 0 AND f.longitude != 0)), 0)
  FROM places p WHERE p.id > 0 AND (p.kind = 'city' OR (p.kind = 'district' AND p.parent IS NOT NULL));

-- Places come with the seed (ADR 0016): a place added later is counted once from the facilities, then kept.
CREATE TRIGGER city_reach_place_insert AFTER INSERT ON places
  WHEN new.id > 0 AND (new.kind = 'city' OR (new.kind = 'district' AND new.parent IS NOT NULL)) BEGIN
  INSERT OR REPLACE INTO city_reach (place_id, city, latitude, longitude, n2, n5, n10, n25)
    SELECT new.id, CASE new.kind WHEN 'city' THEN new.name ELSE new.parent END, new.latitude, new.longitude,
      COALESCE(SUM(d <= 2), 0), COALESCE(SUM(d <= 5), 0), COALESCE(SUM(d <= 10), 0), COALESCE(SUM(d <= 25), 0)
    FROM (SELECT (6371 * 2 * asin(sqrt(pow(sin(radians(f.latitude - new.latitude) / 2), 2) + cos(radians(new.latitude)) * cos(radians(f.latitude)) * pow(sin(radians(f.longitude - new.longitude) / 2), 2)))) AS d FROM facilities f
      WHERE f.active = 1 AND f.city = CASE new.kind WHEN 'city' THEN new.name ELSE new.parent END
        AND f.latitude != 0 AND f.longitude != 0);
END;

CREATE TRIGGER city_reach_place_delete AFTER DELETE ON places BEGIN
  DELETE FROM city_reach WHERE place_id = old.id;
END;

-- A place moved or renamed: counted afresh (the gazetteer never does this today).
CREATE TRIGGER city_reach_place_update AFTER UPDATE OF name, kind, parent, latitude, longitude ON places BEGIN
  DELETE FROM city_reach WHERE place_id = old.id;
  INSERT INTO city_reach (place_id, city, latitude, longitude, n2, n5, n10, n25)
    SELECT new.id, CASE new.kind WHEN 'city' THEN new.name ELSE new.parent END, new.latitude, new.longitude,
      COALESCE(SUM(d <= 2), 0), COALESCE(SUM(d <= 5), 0), COALESCE(SUM(d <= 10), 0), COALESCE(SUM(d <= 25), 0)
    FROM (SELECT (6371 * 2 * asin(sqrt(pow(sin(radians(f.latitude - new.latitude) / 2), 2) + cos(radians(new.latitude)) * cos(radians(f.latitude)) * pow(sin(radians(f.longitude - new.longitude) / 2), 2)))) AS d FROM facilities f
      WHERE f.active = 1 AND f.city = CASE new.kind WHEN 'city' THEN new.name ELSE new.parent END
        AND f.latitude != 0 AND f.longitude != 0)
    WHERE new.id > 0 AND (new.kind = 'city' OR (new.kind = 'district' AND new.parent IS NOT NULL));
END;

CREATE TRIGGER city_reach_insert AFTER INSERT ON facilities
  WHEN new.active = 1 AND new.latitude != 0 AND new.longitude != 0 BEGIN
  UPDATE city_reach SET n2 = n2 + ((6371 * 2 * asin(sqrt(pow(sin(radians(new.latitude - latitude) / 2), 2) + cos(radians(latitude)) * cos(radians(new.latitude)) * pow(sin(radians(new.longitude - longitude) / 2), 2)))) <= 2), n5 = n5 + ((6371 * 2 * asin(sqrt(pow(sin(radians(new.latitude - latitude) / 2), 2) + cos(radians(latitude)) * cos(radians(new.latitude)) * pow(sin(radians(new.longitude - longitude) / 2), 2)))) <= 5),
    n10 = n10 + ((6371 * 2 * asin(sqrt(pow(sin(radians(new.latitude - latitude) / 2), 2) + cos(radians(latitude)) * cos(radians(new.latitude)) * pow(sin(radians(new.longitude - longitude) / 2), 2)))) <= 10), n25 = n25 + 1
  WHERE city = new.city AND (6371 * 2 * asin(sqrt(pow(sin(radians(new.latitude - latitude) / 2), 2) + cos(radians(latitude)) * cos(radians(new.latitude)) * pow(sin(radians(new.longitude - longitude) / 2), 2)))) <= 25;
END;

CREATE TRIGGER city_reach_delete AFTER DELETE ON facilities
  WHEN old.active = 1 AND old.latitude != 0 AND old.longitude != 0 BEGIN
  UPDATE city_reach SET n2 = n2 - ((6371 * 2 * asin(sqrt(pow(sin(radians(old.latitude - latitude) / 2), 2) + cos(radians(latitude)) * cos(radians(old.latitude)) * pow(sin(radians(old.longitude - longitude) / 2), 2)))) <= 2), n5 = n5 - ((6371 * 2 * asin(sqrt(pow(sin(radians(old.latitude - latitude) / 2), 2) + cos(radians(latitude)) * cos(radians(old.latitude)) * pow(sin(radians(old.longitude - longitude) / 2), 2)))) <= 5),
    n10 = n10 - ((6371 * 2 * asin(sqrt(pow(sin(radians(old.latitude - latitude) / 2), 2) + cos(radians(latitude)) * cos(radians(old.latitude)) * pow(sin(radians(old.longitude - longitude) / 2), 2)))) <= 10), n25 = n25 - 1
  WHERE city = old.city AND (6371 * 2 * asin(sqrt(pow(sin(radians(old.latitude - latitude) / 2), 2) + cos(radians(latitude)) * cos(radians(old.latitude)) * pow(sin(radians(old.longitude - longitude) / 2), 2)))) <= 25;
END;

CREATE TRIGGER city_reach_update AFTER UPDATE OF active, city, latitude, longitude ON facilities
  WHEN (old.active = 1 AND old.latitude != 0 AND old.longitude != 0)
    OR (new.active = 1 AND new.latitude != 0 AND new.longitude != 0) BEGIN
  UPDATE city_reach SET n2 = n2 - ((6371 * 2 * asin(sqrt(pow(sin(radians(old.latitude - latitude) / 2), 2) + cos(radians(latitude)) * cos(radians(old.latitude)) * pow(sin(radians(old.longitude - longitude) / 2), 2)))) <= 2), n5 = n5 - ((6371 * 2 * asin(sqrt(pow(sin(radians(old.latitude - latitude) / 2), 2) + cos(radians(latitude)) * cos(radians(old.latitude)) * pow(sin(radians(old.longitude - longitude) / 2), 2)))) <= 5),
    n10 = n10 - ((6371 * 2 * asin(sqrt(pow(sin(radians(old.latitude - latitude) / 2), 2) + cos(radians(latitude)) * cos(radians(old.latitude)) * pow(sin(radians(old.longitude - longitude) / 2), 2)))) <= 10), n25 = n25 - 1
  WHERE old.active = 1 AND old.latitude != 0 AND old.longitude != 0 AND city = old.city AND (6371 * 2 * asin(sqrt(pow(sin(radians(old.latitude - latitude) / 2), 2) + cos(radians(latitude)) * cos(radians(old.latitude)) * pow(sin(radians(old.longitude - longitude) / 2), 2)))) <= 25;
  UPDATE city_reach SET n2 = n2 + ((6371 * 2 * asin(sqrt(pow(sin(radians(new.latitude - latitude) / 2), 2) + cos(radians(latitude)) * cos(radians(new.latitude)) * pow(sin(radians(new.longitude - longitude) / 2), 2)))) <= 2), n5 = n5 + ((6371 * 2 * asin(sqrt(pow(sin(radians(new.latitude - latitude) / 2), 2) + cos(radians(latitude)) * cos(radians(new.latitude)) * pow(sin(radians(new.longitude - longitude) / 2), 2)))) <= 5),
    n10 = n10 + ((6371 * 2 * asin(sqrt(pow(sin(radians(new.latitude - latitude) / 2), 2) + cos(radians(latitude)) * cos(radians(new.latitude)) * pow(sin(radians(new.longitude - longitude) / 2), 2)))) <= 10), n25 = n25 + 1
  WHERE new.active = 1 AND new.latitude != 0 AND new.longitude != 0 AND city = new.city AND (6371 * 2 * asin(sqrt(pow(sin(radians(new.latitude - latitude) / 2), 2) + cos(radians(latitude)) * cos(radians(new.latitude)) * pow(sin(radians(new.longitude - longitude) / 2), 2)))) <= 25;
END;
