-- Issue 41, ADR 0092: mail a form sends to the address typed into it (inquiry copies, trial confirmations,
-- newsletter and alert confirmations) is capped per recipient. `to_key` is the normalised address (emailKey) of
-- such a mail and NULL for every other kind; queueEmail counts the last hour's and day's rows by it in the INSERT.
ALTER TABLE outbox ADD COLUMN to_key TEXT;
CREATE INDEX outbox_to_key ON outbox(to_key, created_at) WHERE to_key IS NOT NULL;

-- Alerts that cannot be multiplied: the limits count a search by its normalised address (`email_key`), and by its
-- registrable domain (`domain_key`: the domain, or the normalised address at a large mailbox provider) on the day
-- it was confirmed (`confirmed_day`, UTC YYYY-MM-DD).
ALTER TABLE saved_searches ADD COLUMN email_key TEXT;
ALTER TABLE saved_searches ADD COLUMN domain_key TEXT;
ALTER TABLE saved_searches ADD COLUMN confirmed_day TEXT;
UPDATE saved_searches SET email_key = lower(email),
  domain_key = lower(substr(email, instr(email, '@') + 1));
CREATE INDEX saved_searches_email_key ON saved_searches(email_key, status);
CREATE INDEX saved_searches_domain_day ON saved_searches(domain_key, confirmed_day);
-- A row written without its keys (a fixture or tool writing SQL directly) is counted by its address as typed:
-- every limit still sees it. saveSearch writes both keys itself.
CREATE TRIGGER saved_searches_keys AFTER INSERT ON saved_searches WHEN NEW.email_key IS NULL
BEGIN
  UPDATE saved_searches SET email_key = lower(NEW.email),
    domain_key = COALESCE(NEW.domain_key, lower(substr(NEW.email, instr(NEW.email, '@') + 1)))
  WHERE id = NEW.id;
END;
