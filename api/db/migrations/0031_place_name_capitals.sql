-- Issue 29: five places were seeded with a lower-case alternate as their name ("zakopane", "lubin", "konin",
-- "nysa", "tymbark") because the Polish-spelling fix took any alternate that folds the same. The seed now keeps
-- the dump's own name unless the alternate adds a Polish letter; databases seeded before are put right here
-- (the seed's INSERT OR IGNORE leaves existing rows alone). Keyed by GeoNames id; a fresh database has no rows yet.
UPDATE places SET name = 'Tymbark' WHERE id = 756474 AND name = 'tymbark';
UPDATE places SET name = 'Zakopane' WHERE id = 3080866 AND name = 'zakopane';
UPDATE places SET name = 'Nysa' WHERE id = 3090436 AND name = 'nysa';
UPDATE places SET name = 'Lubin' WHERE id = 3092931 AND name = 'lubin';
UPDATE places SET name = 'Konin' WHERE id = 3095321 AND name = 'konin';
