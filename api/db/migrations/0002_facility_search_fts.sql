-- Marketplace text search (q= / location=) without a full scan of facilities.
--
-- search_text is already folded by the application (fold(): lowercase, Polish diacritics removed), and the public
-- search asks for every word as a SUBSTRING of it ("warsz" finds "warszawa", "marsz" finds "ul. marszalkowska").
-- The trigram tokenizer keeps that meaning: a quoted phrase matches where its characters occur contiguously.
-- case_sensitive 1 compares the folded bytes as they are, exactly as the LIKE it replaces did, instead of
-- folding a second time with SQLite's own rules.
--
-- External content: the text lives once, in facilities.search_text; the index holds only trigrams and is kept
-- in step by the triggers below. The 'delete' command must be given the text that was indexed, which the
-- triggers read from OLD, so the index can never drift from the rows as long as every write goes through SQL.
CREATE VIRTUAL TABLE facility_fts USING fts5(
  search_text,
  content = 'facilities',
  content_rowid = 'id',
  tokenize = 'trigram case_sensitive 1'
);

CREATE TRIGGER facility_fts_insert AFTER INSERT ON facilities BEGIN
  INSERT INTO facility_fts (rowid, search_text) VALUES (new.id, new.search_text);
END;

CREATE TRIGGER facility_fts_delete AFTER DELETE ON facilities BEGIN
  INSERT INTO facility_fts (facility_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;

-- Only writes that touch search_text re-index; price/stat refreshes (every unit write) leave the index alone.
CREATE TRIGGER facility_fts_update AFTER UPDATE OF id, search_text ON facilities BEGIN
  INSERT INTO facility_fts (facility_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  INSERT INTO facility_fts (rowid, search_text) VALUES (new.id, new.search_text);
END;

-- Backfill: index the facilities that exist before this migration.
INSERT INTO facility_fts (facility_fts) VALUES ('rebuild');
