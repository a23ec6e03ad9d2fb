-- Failed staff sign-ins are audit entries: one whose username is no staff member's has no staff,
-- and each keeps the username tried (never the password). Either names who the entry is about.
ALTER TABLE audit_log ALTER COLUMN staff_id DROP NOT NULL;
ALTER TABLE audit_log ADD COLUMN attempted_username text;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_names_someone
  CHECK (staff_id IS NOT NULL OR attempted_username IS NOT NULL);
