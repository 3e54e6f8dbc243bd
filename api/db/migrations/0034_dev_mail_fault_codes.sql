-- Issue 25: the local mailer's fault switch (FAULTS=mail, tests only) can fail a send with one of the Email
-- Service's error codes, so tests see a permanent refusal (E_RECIPIENT_SUPPRESSED) fail at once and the daily
-- limit (E_DAILY_LIMIT_EXCEEDED) wait, as they do behind the real binding. NULL: a plain failure, retried.
ALTER TABLE dev_mail_faults ADD COLUMN code TEXT;
