-- Issue 26: the reservation confirmation carries its move-in calendar entry (.ics) as an attachment. The local
-- mailbox keeps what each message carried, so /__dev/mail shows and serves it like a mail client would.
-- JSON array of { filename, type, content } (content as text: every attachment we send is text).
ALTER TABLE dev_mailbox ADD COLUMN attachments_json TEXT NOT NULL DEFAULT '[]';
