-- Work exactly one node may do at a time (server/cluster/singleton.ts): one row per singleton,
-- whose fence each new holder increments when it takes the advisory lock. A holder's writes first
-- check that the fence is still its own, so a node that lost the lock without knowing it (a
-- paused process, a dead connection) writes nothing once another has taken over. `holder` and
-- `acquired_at` tell an operator which node holds it and since when.
CREATE TABLE cluster_leases (
  name text PRIMARY KEY,
  fence bigint NOT NULL,
  holder text NOT NULL,
  acquired_at timestamptz NOT NULL DEFAULT now()
);
