// What the simulator's tests share: a clock, a margin, a fixture of a sport, and applying a
// stream to the book.
import type { Database } from '../../db/database';
import type { FeedMessage } from '../../modules/sportsbook/feed/feed-messages';
import { applyFeedMessage } from '../../modules/sportsbook/feed/feed-store';
import type { SimSport } from '../../modules/sportsbook/feed/simulator/catalogue';
import {
  generateSchedule,
  type SimFixture,
} from '../../modules/sportsbook/feed/simulator/schedule';

export const NOW = Date.parse('2030-05-01T18:07:00Z');
export const MARGIN = 0.05;

/** The first fixture of `sport` not yet started in the schedule of `seed`. */
export function upcomingFixture(seed: number, sport: SimSport): SimFixture {
  const fixture = generateSchedule(seed, NOW).find(
    (f) => f.model.sport === sport && f.fixture.status === 'not_started',
  );
  if (!fixture) throw new Error(`no upcoming ${sport} fixture for seed ${String(seed)}`);
  return fixture;
}

/** Applies the messages in order and returns the statuses of the event's markets. */
export async function applyAndReadMarketStatuses(
  db: Database,
  messages: FeedMessage[],
): Promise<string[]> {
  for (const message of messages) await applyFeedMessage(db, message);
  const { rows } = await db.query<{ status: string }>(
    'SELECT status FROM sports_markets WHERE event_id = $1',
    [messages[0]?.eventId],
  );
  return rows.map((row) => row.status);
}
