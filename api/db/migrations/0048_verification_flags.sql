-- Issue 42, verification (ADR 0096): what 0045 leaves to this part. `verification_flagged_at`: a verified company
-- stopped passing (the nightly re-check or a new check); the console lists it until the superadmin decides.
-- `verification_decision`: the superadmin's last word after reading the evidence, as JSON
-- {status, reason, by, at}; a register that later says the company ended still overrides a "verified" decision.
ALTER TABLE clients ADD COLUMN verification_flagged_at TEXT;
ALTER TABLE clients ADD COLUMN verification_decision TEXT;
-- The nightly re-check picks companies with a NIP by status, the longest unchecked first.
CREATE INDEX clients_verification ON clients(verification_status, verified_at) WHERE nip IS NOT NULL;
