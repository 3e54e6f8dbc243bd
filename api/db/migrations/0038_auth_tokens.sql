-- Issue 40, ADR 0088: accounts people can make and keep. One table for every single-use link the auth API mails
-- (a renter's sign-in link, a password reset, the console's set-password link): only an HMAC of the token is stored
-- (the raw token travels in the link's fragment), it is used at most once, and it expires.
CREATE TABLE auth_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL UNIQUE,
  purpose TEXT NOT NULL CHECK (purpose IN ('email_link', 'password_reset', 'set_password')),
  -- The address the link was sent to, as typed (lower-cased); the account it names, once there is one.
  email TEXT NOT NULL COLLATE NOCASE,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  lang TEXT NOT NULL DEFAULT 'pl' CHECK (lang IN ('pl', 'en')),
  -- Where a sign-in link lands (validated as sign-in's `next` when issued and again when used).
  next TEXT,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX auth_tokens_email ON auth_tokens(email, purpose, created_at);

-- When the account's address was proved (a sign-in link or a reset used from the mailbox); NULL: never. Only a
-- verified address owns the reservations, inquiries and alerts made with it.
ALTER TABLE users ADD COLUMN email_verified_at TEXT;
