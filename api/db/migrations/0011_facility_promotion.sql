-- Issue 16 "Promotion as data": a facility is promoted (Omnibus: a paid placement, labelled on every card and shown
-- first in the default order) because an admin ticked it, not because its slug is in the code. 0 = not promoted.
ALTER TABLE facilities ADD COLUMN promoted INTEGER NOT NULL DEFAULT 0 CHECK (promoted IN (0, 1));
