-- City pages (issue 18). The city list groups active facilities by their own city field: with this index the
-- grouping reads the index alone instead of every facility row.
CREATE INDEX facilities_active_city ON facilities(active, city, latitude, longitude);
-- The price index reads a city's available units facility by facility: this covers the unit columns it needs,
-- so no unit row is fetched.
CREATE INDEX units_available ON units(facility_id, is_active, is_occupied, size_m2, price_monthly);
