-- Issue 44 (ADR 0099). Districts: the seed now writes the named parts of cities into places (kind 'district',
-- parent = the city's name). A text that names a city corrects a mistyped word only among that city's districts,
-- read by their parent.
CREATE INDEX places_parent ON places(parent) WHERE parent IS NOT NULL;

-- A saved search keeps the lowest price the list was filtered by, when the renter set one: an alert matches exactly
-- what the list showed (NULL: no floor, as before).
ALTER TABLE saved_searches ADD COLUMN price_min INTEGER;

-- The price filter's range runs from the cheapest listed price to the dearest: the dearest is read from the top of
-- this index (the cheapest from facilities_active_price).
CREATE INDEX units_price ON units(price_monthly) WHERE price_monthly IS NOT NULL;
