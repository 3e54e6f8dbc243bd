-- Issue 40, ADR 0090: a renter's erasure (RODO art. 17) keeps the reservations and inquiries an operator or the law
-- still needs, without the person. The marker is data, not a magic name: the panel and the console show
-- "Usunięte na prośbę użytkownika" where the row's name, e-mail and phone were, and every such field is emptied.
ALTER TABLE inquiries ADD COLUMN erased_at TEXT;
ALTER TABLE reservations ADD COLUMN erased_at TEXT;

-- The privacy policy's periods, purged by the daily expiry (api/lib/expiry.ts): inquiries after 3 years, reservations
-- 5 calendar years after their move-in year. Each delete reads an index.
CREATE INDEX inquiries_created ON inquiries(created_at);
CREATE INDEX reservations_move_in ON reservations(move_in_date);
