-- A NIP is held by a company the registers verified or that pays (stop 50, ADR 0105), not by whoever typed it first.
-- Migration 0047 made every NIP unique, so a stranger's unactivated trial with a competitor's (public) NIP kept the
-- competitor from opening its own account, and the "you already have an account" mail went to the stranger. Now
-- companies in trial that nobody has verified may share a NIP; the first to pass the registers' check holds it, and
-- a later one that also passes waits for the superadmin ("needs review").
DROP INDEX clients_nip_unique;
CREATE UNIQUE INDEX clients_nip_held ON clients(nip)
  WHERE nip IS NOT NULL AND (plan = 'active' OR verification_status = 'verified');
