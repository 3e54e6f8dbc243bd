-- The daily expiry deletes single-use links a day past their expiry (api/lib/expiry.ts): by this index, not a scan.
CREATE INDEX auth_tokens_expires ON auth_tokens(expires_at);
