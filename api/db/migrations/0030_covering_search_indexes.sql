-- Issue 31: the place suggestions and the district lookup must not read more as facilities are added.
--
-- Districts named by facility addresses (api/lib/place-rows.ts facilityDistricts): the grouping reads the key, the
-- city, the flags and the coordinates. This index holds all of them, so a suggestion reads only the index entries
-- of the few addresses that name a matching district, never the facility rows, and never every active facility
-- (which the planner chose before, through facilities_geo: 10,064 rows read per suggestion at 10,000 facilities).
-- It replaces facilities_district, whose only column is its first.
CREATE INDEX facilities_district_cover ON facilities(district_key, city, active, latitude, longitude, district)
  WHERE district_key IS NOT NULL;
DROP INDEX facilities_district;
