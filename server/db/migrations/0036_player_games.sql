-- The player's own lists in the lobby (docs/api.md, "Recently played and favourites"): the games
-- they launched last, and the games they marked as favourites. Both per player, on the server, so
-- they are the same on every device.

-- One row per game the player launched, `played_at` its last launch (front/get_game_url and
-- front/get_live_game_url write it); only the newest RECENTLY_PLAYED_LIMIT rows are kept.
CREATE TABLE player_recent_games (
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  played_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, game_id)
);
CREATE INDEX player_recent_games_newest ON player_recent_games (player_id, played_at DESC);

-- A favourite: marking one twice keeps one row (the call sets, it does not toggle).
CREATE TABLE player_favourite_games (
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, game_id)
);
CREATE INDEX player_favourite_games_newest ON player_favourite_games (player_id, created_at DESC);
