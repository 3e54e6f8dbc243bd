-- A city's district names by the district (stop 50, issue 45): `closeDistrict` joins places to place_names on
-- place_id, which had no index, so each "Gdańsk Wrzeszc"-style search read every alternate name (12,722 in the demo,
-- 25,444 rows billed) to correct one word. With it the join seeks the city's districts and then their names.
CREATE INDEX place_names_place ON place_names(place_id);
