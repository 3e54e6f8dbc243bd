-- Issue 31, ADR 0075: the radius search reads the facilities of its bounding box, not of its latitude band.
--
-- facilities_geo (active, latitude, longitude) answers a box with one latitude range: 50 km around Warsaw read every
-- active facility between 51.78° and 52.68° from the Oder to the Bug (2,109 index entries at 10,000 facilities for
-- the 914 in the box). Here each quarter degree of longitude is its own range of the index, and the query names the
-- strips its box covers (api/lib/geo-cells.ts), so SQLite seeks the latitude range strip by strip.
-- The expression must stay exactly LON_CELL_SQL without the table alias; any other spelling is not matched.
CREATE INDEX facilities_geo_cell ON facilities(active, CAST(longitude * 4 + 1000 AS INTEGER), latitude, longitude);
-- With both, workerd's planner still took the old index for the distance-ordered page (its cost model does not see
-- what the strips save), and no query needs a latitude range without strips: every box comes from buildFilter().
DROP INDEX facilities_geo;
