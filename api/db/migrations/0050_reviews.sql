-- Issue 43, ADR 0098: reviews only from real stays. A review belongs to one reservation that reached moved in, and is
-- written from the single-use link of its invitation. A facility's rating and review count become a cache of its
-- published reviews, kept by the triggers below, so every number shown has its reviews behind it.

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- One review per reservation. NULL once the reservation itself is deleted by the retention rule (5 years): the
  -- review stays, with the move-in month it was verified by.
  reservation_id INTEGER UNIQUE REFERENCES reservations(id) ON DELETE SET NULL,
  facility_id INTEGER NOT NULL REFERENCES facilities(id) ON DELETE CASCADE,
  score INTEGER NOT NULL CHECK (score BETWEEN 1 AND 5),
  cleanliness INTEGER CHECK (cleanliness BETWEEN 1 AND 5),
  access INTEGER CHECK (access BETWEEN 1 AND 5),
  staff INTEGER CHECK (staff BETWEEN 1 AND 5),
  value INTEGER CHECK (value BETWEEN 1 AND 5),
  body TEXT NOT NULL,
  -- The renter's first name and initial, as they typed it ("Anna K.").
  author TEXT NOT NULL,
  lang TEXT NOT NULL DEFAULT 'pl' CHECK (lang IN ('pl', 'en')),
  -- The day the operator marked the stay moved in (Warsaw): the label's "wprowadzenie: listopad 2026".
  moved_in_on TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'removed')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- The operator's one public reply.
  reply TEXT,
  reply_at TEXT,
  -- The operator's report, on one of the published grounds, with a note for the moderator.
  report_ground TEXT CHECK (report_ground IN ('personal_data', 'insult', 'not_about_stay')),
  report_note TEXT,
  reported_at TEXT,
  -- The superadmin's decision on a report: removed on a published ground, or kept.
  moderation TEXT CHECK (moderation IN ('kept', 'removed')),
  moderation_ground TEXT CHECK (moderation_ground IN ('personal_data', 'insult', 'not_about_stay')),
  moderated_at TEXT
);
CREATE INDEX reviews_facility ON reviews(facility_id, status, created_at);
CREATE INDEX reviews_reported ON reviews(reported_at) WHERE reported_at IS NOT NULL;

-- The invitation mailed 7 days after moving in: only the HMAC of its token, single use, 60 days. UNIQUE per
-- reservation, so the daily job can run any number of times and invites each stay once.
CREATE TABLE review_invitations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reservation_id INTEGER NOT NULL UNIQUE REFERENCES reservations(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The published score: the mean rounded half up to one decimal, in integer arithmetic, so SQL, the API and a test's
-- own sum agree to the digit; 0 and 0 without published reviews (the list sorts by the same column).
CREATE TRIGGER reviews_score_insert AFTER INSERT ON reviews BEGIN
  UPDATE facilities SET
    rating = COALESCE((SELECT CAST((SUM(score) * 20 + COUNT(*)) / (2 * COUNT(*)) AS REAL) / 10
      FROM reviews WHERE facility_id = NEW.facility_id AND status = 'published'), 0),
    review_count = (SELECT COUNT(*) FROM reviews WHERE facility_id = NEW.facility_id AND status = 'published')
  WHERE id = NEW.facility_id;
END;
CREATE TRIGGER reviews_score_update AFTER UPDATE OF status, score, facility_id ON reviews BEGIN
  UPDATE facilities SET
    rating = COALESCE((SELECT CAST((SUM(score) * 20 + COUNT(*)) / (2 * COUNT(*)) AS REAL) / 10
      FROM reviews WHERE facility_id = facilities.id AND status = 'published'), 0),
    review_count = (SELECT COUNT(*) FROM reviews WHERE facility_id = facilities.id AND status = 'published')
  WHERE id IN (OLD.facility_id, NEW.facility_id);
END;
CREATE TRIGGER reviews_score_delete AFTER DELETE ON reviews BEGIN
  UPDATE facilities SET
    rating = COALESCE((SELECT CAST((SUM(score) * 20 + COUNT(*)) / (2 * COUNT(*)) AS REAL) / 10
      FROM reviews WHERE facility_id = OLD.facility_id AND status = 'published'), 0),
    review_count = (SELECT COUNT(*) FROM reviews WHERE facility_id = OLD.facility_id AND status = 'published')
  WHERE id = OLD.facility_id;
END;

-- The seeded numbers had no reviews behind them: from now on only reviews count.
UPDATE facilities SET rating = 0, review_count = 0;
