-- The live tables' chat (server/modules/live-chat, docs/live-chat.md). `player` is the seamless
-- wallet's id of the player (text, as the house provider knows them); `player_name` is the
-- masked name shown, fixed when the message was sent. Messages older than a week are pruned.
CREATE TABLE live_chat_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  table_slug text NOT NULL,
  player text NOT NULL,
  player_name text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  -- set when an operator took the message off (a mute that hides the player's messages)
  hidden_at timestamptz
);
-- a table's latest messages
CREATE INDEX live_chat_messages_table ON live_chat_messages (table_slug, id DESC);
-- a player's messages to hide on a mute
CREATE INDEX live_chat_messages_player ON live_chat_messages (player, sent_at);
-- the pruning
CREATE INDEX live_chat_messages_sent_at ON live_chat_messages (sent_at);

-- One row per player ever muted: the mute in force (or the last one), who set it and why.
CREATE TABLE live_chat_mutes (
  player text PRIMARY KEY,
  muted_until timestamptz NOT NULL,
  reason text NOT NULL,
  -- the operator's player id (the admin token's subject)
  muted_by integer NOT NULL,
  muted_at timestamptz NOT NULL DEFAULT now()
);
