// An upcoming football match for the back-office's trading specs, from the player app's list.
import { expect, type APIRequestContext } from '@playwright/test';

export interface UpcomingEvent {
  id: string;
  startTime: string;
  home: { es: string; en: string };
  away: { es: string; en: string };
  mainMarket: {
    type: string;
    specifiers: string;
    status: string;
    outcomes: { id: string; outcomeId: string; oddsMilli: number; isActive: boolean }[];
  } | null;
}

/**
 * A football match whose main market takes bets and which kicks off no sooner than four minutes
 * from now (the latest one if none is that far), so it stays before kick-off through the test
 * (a staff sign-in waits up to a TOTP step; a CI run under load crossed a two-minute margin).
 * `latest`: the one kicking off last instead, so a spec that settles its market does not take
 * the match another spec running at the same time bets on.
 */
export async function upcomingMatch(
  request: APIRequestContext,
  which: 'soonest' | 'latest' = 'soonest',
): Promise<UpcomingEvent> {
  let chosen: UpcomingEvent | undefined;
  await expect(async () => {
    const response = await request.post('/api/front/sports/get_events', {
      data: { sportId: 'football', live: false, itemsPerPage: 50 },
    });
    expect(response.ok()).toBe(true);
    const { rows } = (await response.json()) as { rows: UpcomingEvent[] };
    const open = rows
      .filter(
        (event) =>
          event.mainMarket?.status === 'active' &&
          event.mainMarket.outcomes.every((outcome) => outcome.isActive) &&
          Date.parse(event.startTime) > Date.now() + 60_000,
      )
      .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
    chosen =
      which === 'latest'
        ? open.at(-1)
        : (open.find((event) => Date.parse(event.startTime) > Date.now() + 240_000) ?? open.at(-1));
    expect(chosen).toBeDefined();
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  if (!chosen) throw new Error('no upcoming football match');
  return chosen;
}
