-- Forgiving place search (issue 29, ADR 0037): every name a place is known by, so "Cracow", "Krakau" or "Danzig"
-- resolve like "Kraków" and "Gdańsk", and a trigram index over those names for typos ("Krakwo").
--
-- place_names holds each place's own folded name and its alternate names from the GeoNames dump (folded with
-- fold() from kernel/text.ts), written by the seed next to the places rows. The primary key serves the exact lookup.
CREATE TABLE place_names (
  name_folded TEXT NOT NULL,
  place_id INTEGER NOT NULL,
  PRIMARY KEY (name_folded, place_id)
) WITHOUT ROWID;

-- Typo tolerance: candidates share trigrams with what was typed; the API ranks them by edit distance. Filled by
-- the trigger, so a repeated seed (INSERT OR IGNORE into place_names) never adds a name twice.
CREATE VIRTUAL TABLE place_name_trigrams USING fts5(
  name_folded,
  place_id UNINDEXED,
  tokenize = 'trigram case_sensitive 1'
);
CREATE TRIGGER place_names_ai AFTER INSERT ON place_names BEGIN
  INSERT INTO place_name_trigrams (name_folded, place_id) VALUES (new.name_folded, new.place_id);
END;

