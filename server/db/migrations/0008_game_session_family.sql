-- A launch token lives only as long as the login that launched the game: its session family
-- (the access token's sid) is kept, and the wallet accepts a bet or a balance read only while
-- that family is active (not revoked, not expired), as an access token is.
--
-- Sessions launched before this column have no family and are never active again. That is safe:
-- win and rollback never read the launch token, so their open rounds still settle (and the
-- house's recovery settles its own); the player only opens the game again, as after an idle hour.
ALTER TABLE game_sessions ADD COLUMN session_family text;

-- every launch from now on names its family; the rows above are exempt
ALTER TABLE game_sessions
  ADD CONSTRAINT game_sessions_family_named CHECK (session_family IS NOT NULL) NOT VALID;
