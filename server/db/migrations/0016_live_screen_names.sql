-- The live tables show players by the screen name the seamless wallet answers with the balance
-- (`screenName`, the username), as a third-party provider would: stored with each bet and chat
-- message, shown masked (maskName). The house no longer reads the platform's `players`.

-- Bets placed before the wallet answered a name: their `player` is the wallet's id, which was
-- the platform's player id as text, so this one-time fill gives them the name they bet under.
ALTER TABLE live_bets ADD COLUMN screen_name text NOT NULL DEFAULT '?';
UPDATE live_bets b SET screen_name = p.username FROM players p WHERE b.player = p.id::text;
ALTER TABLE live_bets ALTER COLUMN screen_name DROP DEFAULT;

-- A message keeps the sender's screen name, masked when shown. Messages sent before kept it
-- masked already, which masks to itself.
ALTER TABLE live_chat_messages RENAME COLUMN player_name TO screen_name;
