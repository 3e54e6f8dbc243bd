-- Issue 45, ADR 0119: how many facilities lie within 2, 5, 10, 25, 50 and 100 km of every gazetteer point.
--
-- A search by a named place ("Warszawa", a district, a village, a chosen suggestion) is a circle around the place's
-- own point. Its total and its widen offer were counted by walking the kept cells (0053, 0056, 0058), which must read
-- the facilities near the circle's edge: more of them the denser the catalogue (the list around Warsaw read 99 rows at
-- 10,000 facilities and 363 at 100,000 for its total, 78 and 293 for its widen offer). Kept per point, each is one row.
-- api/facilities/cell-counts.ts reads a row here when the circle's centre is exactly a kept point and its radius one of
-- these, and walks otherwise (a visitor's own position, 250 km).
--
-- Counted as facility_cells counts (active, with a position) and measured as the list measures: the haversine of
-- HAVERSINE in api/facilities/list-query.ts with the point as the origin, spelled the same so the doubles are the
-- same. The list's box holds its whole circle (boxAround), so the circle alone is the list's total.
-- 100 km is 0.8993 degrees of latitude: the 0.9 degree band holds every point that close; in longitude, a point 100 km
-- from one at latitude φ differs by at most asin(sin(100/R) / cos φ), and by anything when that circle reaches a pole.
CREATE TABLE place_reach (
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  n2 INTEGER NOT NULL DEFAULT 0,
  n5 INTEGER NOT NULL DEFAULT 0,
  n10 INTEGER NOT NULL DEFAULT 0,
  n25 INTEGER NOT NULL DEFAULT 0,
  n50 INTEGER NOT NULL DEFAULT 0,
  n100 INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (latitude, longitude)
) WITHOUT ROWID;

-- Places come with the seed (ADR 0016), usually after this migration; a database that has them is counted now.
INSERT OR IGNORE INTO place_reach (latitude, longitude) SELECT latitude, longitude FROM places WHERE id > 0;
UPDATE place_reach SET (n2, n5, n10, n25, n50, n100) = (SELECT COALESCE(SUM(d <= 2), 0), COALESCE(SUM(d <= 5), 0), COALESCE(SUM(d <= 10), 0), COALESCE(SUM(d <= 25), 0), COALESCE(SUM(d <= 50), 0), COUNT(*) FROM (
    SELECT (6371 * 2 * asin(sqrt(pow(sin(radians(f.latitude - place_reach.latitude) / 2), 2) + cos(radians(place_reach.latitude)) * cos(radians(f.latitude)) * pow(sin(radians(f.longitude - place_reach.longitude) / 2), 2)))) AS d FROM facilities f
    WHERE f.active = 1 AND f.latitude != 0 AND f.longitude != 0 AND f.latitude BETWEEN place_reach.latitude - 0.9 AND place_reach.latitude + 0.9
      AND abs(f.longitude - place_reach.longitude) <= CASE WHEN sin(100.0 / 6371) >= cos(radians(place_reach.latitude)) THEN 360 ELSE degrees(asin(sin(100.0 / 6371) / cos(radians(place_reach.latitude)))) + 0.000001 END)
  WHERE d <= 100);

-- A place added later is counted once from the facilities (a point already kept for another place is kept as it is);
-- a point is dropped with the last place on it.
CREATE TRIGGER place_reach_place_insert AFTER INSERT ON places WHEN new.id > 0 BEGIN
  INSERT OR IGNORE INTO place_reach (latitude, longitude, n2, n5, n10, n25, n50, n100)
    SELECT new.latitude, new.longitude, COALESCE(SUM(d <= 2), 0), COALESCE(SUM(d <= 5), 0), COALESCE(SUM(d <= 10), 0), COALESCE(SUM(d <= 25), 0), COALESCE(SUM(d <= 50), 0), COUNT(*) FROM (
      SELECT (6371 * 2 * asin(sqrt(pow(sin(radians(f.latitude - new.latitude) / 2), 2) + cos(radians(new.latitude)) * cos(radians(f.latitude)) * pow(sin(radians(f.longitude - new.longitude) / 2), 2)))) AS d FROM facilities f
      WHERE f.active = 1 AND f.latitude != 0 AND f.longitude != 0 AND f.latitude BETWEEN new.latitude - 0.9 AND new.latitude + 0.9
      AND abs(f.longitude - new.longitude) <= CASE WHEN sin(100.0 / 6371) >= cos(radians(new.latitude)) THEN 360 ELSE degrees(asin(sin(100.0 / 6371) / cos(radians(new.latitude)))) + 0.000001 END)
    WHERE d <= 100;
END;

CREATE TRIGGER place_reach_place_delete AFTER DELETE ON places WHEN old.id > 0 BEGIN
  DELETE FROM place_reach WHERE latitude = old.latitude AND longitude = old.longitude
    AND NOT EXISTS (SELECT 1 FROM places WHERE id > 0 AND latitude = old.latitude AND longitude = old.longitude);
END;

CREATE TRIGGER place_reach_place_update AFTER UPDATE OF id, latitude, longitude ON places BEGIN
  DELETE FROM place_reach WHERE latitude = old.latitude AND longitude = old.longitude
    AND NOT EXISTS (SELECT 1 FROM places WHERE id > 0 AND latitude = old.latitude AND longitude = old.longitude);
  INSERT OR IGNORE INTO place_reach (latitude, longitude, n2, n5, n10, n25, n50, n100)
    SELECT new.latitude, new.longitude, COALESCE(SUM(d <= 2), 0), COALESCE(SUM(d <= 5), 0), COALESCE(SUM(d <= 10), 0), COALESCE(SUM(d <= 25), 0), COALESCE(SUM(d <= 50), 0), COUNT(*) FROM (
      SELECT (6371 * 2 * asin(sqrt(pow(sin(radians(f.latitude - new.latitude) / 2), 2) + cos(radians(new.latitude)) * cos(radians(f.latitude)) * pow(sin(radians(f.longitude - new.longitude) / 2), 2)))) AS d FROM facilities f
      WHERE f.active = 1 AND f.latitude != 0 AND f.longitude != 0 AND f.latitude BETWEEN new.latitude - 0.9 AND new.latitude + 0.9
      AND abs(f.longitude - new.longitude) <= CASE WHEN sin(100.0 / 6371) >= cos(radians(new.latitude)) THEN 360 ELSE degrees(asin(sin(100.0 / 6371) / cos(radians(new.latitude)))) + 0.000001 END)
    WHERE d <= 100 HAVING new.id > 0;
END;

-- A facility counts at every point within 100 km of it (several hundred in the bench's catalogue), read through the
-- latitude range of the key and measured once each: about 1.5 ms more per facility insert (ADR 0119).
CREATE TRIGGER place_reach_insert AFTER INSERT ON facilities WHEN new.active = 1 AND new.latitude != 0 AND new.longitude != 0 BEGIN
  UPDATE place_reach SET n2 = n2 + (x.d <= 2), n5 = n5 + (x.d <= 5), n10 = n10 + (x.d <= 10), n25 = n25 + (x.d <= 25), n50 = n50 + (x.d <= 50), n100 = n100 + 1
    FROM (SELECT r.latitude AS la, r.longitude AS lo, (6371 * 2 * asin(sqrt(pow(sin(radians(new.latitude - r.latitude) / 2), 2) + cos(radians(r.latitude)) * cos(radians(new.latitude)) * pow(sin(radians(new.longitude - r.longitude) / 2), 2)))) AS d FROM place_reach r
      WHERE r.latitude BETWEEN new.latitude - 0.9 AND new.latitude + 0.9 AND abs(r.longitude - new.longitude) <= CASE WHEN sin(100.0 / 6371) >= cos(radians(new.latitude)) THEN 360 ELSE degrees(asin(sin(100.0 / 6371) / cos(radians(new.latitude)))) + 0.000001 END) x
    WHERE place_reach.latitude = x.la AND place_reach.longitude = x.lo AND x.d <= 100;
END;

CREATE TRIGGER place_reach_delete AFTER DELETE ON facilities WHEN old.active = 1 AND old.latitude != 0 AND old.longitude != 0 BEGIN
  UPDATE place_reach SET n2 = n2 - (x.d <= 2), n5 = n5 - (x.d <= 5), n10 = n10 - (x.d <= 10), n25 = n25 - (x.d <= 25), n50 = n50 - (x.d <= 50), n100 = n100 - 1
    FROM (SELECT r.latitude AS la, r.longitude AS lo, (6371 * 2 * asin(sqrt(pow(sin(radians(old.latitude - r.latitude) / 2), 2) + cos(radians(r.latitude)) * cos(radians(old.latitude)) * pow(sin(radians(old.longitude - r.longitude) / 2), 2)))) AS d FROM place_reach r
      WHERE r.latitude BETWEEN old.latitude - 0.9 AND old.latitude + 0.9 AND abs(r.longitude - old.longitude) <= CASE WHEN sin(100.0 / 6371) >= cos(radians(old.latitude)) THEN 360 ELSE degrees(asin(sin(100.0 / 6371) / cos(radians(old.latitude)))) + 0.000001 END) x
    WHERE place_reach.latitude = x.la AND place_reach.longitude = x.lo AND x.d <= 100;
END;

-- An update that leaves the position and the state as they were (a listing saved with the same address) changes
-- nothing here and is skipped.
CREATE TRIGGER place_reach_update AFTER UPDATE OF active, latitude, longitude ON facilities
  WHEN ((old.active = 1 AND old.latitude != 0 AND old.longitude != 0) OR (new.active = 1 AND new.latitude != 0 AND new.longitude != 0))
    AND (old.active IS NOT new.active OR old.latitude IS NOT new.latitude OR old.longitude IS NOT new.longitude) BEGIN
  UPDATE place_reach SET n2 = n2 - (x.d <= 2), n5 = n5 - (x.d <= 5), n10 = n10 - (x.d <= 10), n25 = n25 - (x.d <= 25), n50 = n50 - (x.d <= 50), n100 = n100 - 1
    FROM (SELECT r.latitude AS la, r.longitude AS lo, (6371 * 2 * asin(sqrt(pow(sin(radians(old.latitude - r.latitude) / 2), 2) + cos(radians(r.latitude)) * cos(radians(old.latitude)) * pow(sin(radians(old.longitude - r.longitude) / 2), 2)))) AS d FROM place_reach r
      WHERE r.latitude BETWEEN old.latitude - 0.9 AND old.latitude + 0.9 AND abs(r.longitude - old.longitude) <= CASE WHEN sin(100.0 / 6371) >= cos(radians(old.latitude)) THEN 360 ELSE degrees(asin(sin(100.0 / 6371) / cos(radians(old.latitude)))) + 0.000001 END) x
    WHERE place_reach.latitude = x.la AND place_reach.longitude = x.lo AND x.d <= 100 AND old.active = 1 AND old.latitude != 0 AND old.longitude != 0;
  UPDATE place_reach SET n2 = n2 + (x.d <= 2), n5 = n5 + (x.d <= 5), n10 = n10 + (x.d <= 10), n25 = n25 + (x.d <= 25), n50 = n50 + (x.d <= 50), n100 = n100 + 1
    FROM (SELECT r.latitude AS la, r.longitude AS lo, (6371 * 2 * asin(sqrt(pow(sin(radians(new.latitude - r.latitude) / 2), 2) + cos(radians(r.latitude)) * cos(radians(new.latitude)) * pow(sin(radians(new.longitude - r.longitude) / 2), 2)))) AS d FROM place_reach r
      WHERE r.latitude BETWEEN new.latitude - 0.9 AND new.latitude + 0.9 AND abs(r.longitude - new.longitude) <= CASE WHEN sin(100.0 / 6371) >= cos(radians(new.latitude)) THEN 360 ELSE degrees(asin(sin(100.0 / 6371) / cos(radians(new.latitude)))) + 0.000001 END) x
    WHERE place_reach.latitude = x.la AND place_reach.longitude = x.lo AND x.d <= 100 AND new.active = 1 AND new.latitude != 0 AND new.longitude != 0;
END;
