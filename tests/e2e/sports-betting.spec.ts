// Sports betting end to end: from the bet slip a player places a single on a match in play and a
// three-leg accumulator before kick-off, the matches end, the bets settle, and the balance and My
// bets show the result; a bet placed offline is refused at once; the slip survives a reload. The
// matches are the test's own (scripted-sports.ts on a timed server): they kick off, score and end
// when the test says. A player on a phone in Spanish, and one on a desktop in English.
import type { APIRequestContext, Browser, Locator } from '@playwright/test';
import { listMatch, matchInPlay, type PlayedMatch } from './scripted-sports';
import {
  addSelection,
  mbtcText,
  openSlip,
  place,
  SLIP_WORDS,
  type SlipWords as Words,
} from './slip-steps';
import {
  newSportsBettor,
  SPORTS_SETUPS,
  type fundedPlayer,
  type SportsBettor,
  type SportsSetup,
} from './support';
import { expect, test } from './timed-server';

/** 100 mBTC. */
const DEPOSIT_SATOSHIS = 10_000_000;
const SATOSHIS_PER_MBTC = 100_000;

interface PlacedBet {
  id: number;
  stake: number;
  payout: number | null;
  status: 'open' | 'settled';
  legs: { eventId: string }[];
}

interface FinalScore {
  home: number;
  away: number;
}

async function playerBets(
  session: Awaited<ReturnType<typeof fundedPlayer>>,
  status: 'open' | 'settled',
): Promise<PlacedBet[]> {
  const answer = await session.post('front/sports/get_bets', {
    playerId: session.playerId,
    status,
    itemsPerPage: 50,
  });
  expect(answer.status).toBe(200);
  return answer.body.rows as PlacedBet[];
}

/** A single of 1.5 mBTC on the match in play, at any price. */
async function placeSingleInPlay(
  { page, setup, words }: Bettor,
  match: PlayedMatch,
): Promise<Locator> {
  await addSelection(page, words, match);
  const slip = await openSlip(page, words, setup.isPhone);
  await slip.getByLabel(words.stake).fill(`1${words.decimal}5`);
  // in play prices move: this player takes the price the book has
  await slip.getByLabel(words.policy).selectOption('any');
  await expect(slip.getByTestId(/^return-/)).not.toHaveText('—');
  await place(slip, words);
  return slip;
}

/** One setup's player (a page of its own, funded and logged in) and its words. */
interface Bettor extends SportsBettor {
  words: Words;
}

async function newBettor(
  browser: Browser,
  request: APIRequestContext,
  setup: SportsSetup,
  baseURL: string | undefined,
): Promise<Bettor> {
  const bettor = await newSportsBettor(browser, request, setup, DEPOSIT_SATOSHIS, baseURL);
  return { ...bettor, words: SLIP_WORDS[setup.locale] };
}

/** The matches a bettor bets on: one in play, three before kick-off. */
interface Matches {
  inPlay: PlayedMatch;
  upcoming: PlayedMatch[];
}

/**
 * A single in play and a three-leg accumulator, placed; then a bet refused offline, whose leg the
 * slip keeps. Returns the slip.
 */
async function placeBets(bettor: Bettor, { inPlay, upcoming }: Matches): Promise<Locator> {
  const { setup, words, page, player } = bettor;
  // a single in play: it waits for the acceptance delay
  let slip = await placeSingleInPlay(bettor, inPlay);
  await expect(slip.getByTestId('bet-slip-leg')).toHaveCount(0);
  if (setup.isPhone) await slip.getByRole('button', { name: words.close }).click();

  // a three-leg accumulator before kick-off, the slip kept over a reload on the way
  for (const match of upcoming) await addSelection(page, words, match);
  await page.reload();
  slip = await openSlip(page, words, setup.isPhone);
  await expect(slip.getByTestId('bet-slip-leg')).toHaveCount(3);
  await expect(slip.getByLabel(words.policy)).toHaveValue('any');
  await slip.getByRole('tab', { name: words.accumulator }).click();
  await slip.getByLabel(words.accumulatorStake).fill('2');
  await expect(slip.getByTestId('return-accumulator')).not.toHaveText('—');
  await place(slip, words);
  if (setup.isPhone) await slip.getByRole('button', { name: words.close }).click();

  // offline: refused at once, nothing is queued
  const [offlineMatch] = upcoming;
  if (!offlineMatch) throw new Error('no match');
  await addSelection(page, words, offlineMatch);
  slip = await openSlip(page, words, setup.isPhone);
  await slip.getByLabel(words.stake).fill('1');
  await page.context().setOffline(true);
  // by keyboard: a link hovered offline makes the router preload a chunk that cannot load
  // (chunk-reload.ts then reloads)
  await slip.getByRole('button', { name: words.place }).focus();
  await page.keyboard.press('Enter');
  await expect(slip.getByRole('alert').filter({ hasText: words.offline })).toBeVisible();
  await page.context().setOffline(false);
  await expect(slip.getByTestId('bet-slip-leg')).toHaveCount(1);

  const placed = [...(await playerBets(player, 'open')), ...(await playerBets(player, 'settled'))];
  expect(placed.map((bet) => bet.legs.length).sort()).toEqual([1, 3]);
  return slip;
}

/** The matches are played out: a home goal in the one in play, the others 0-0. */
async function playOut({ inPlay, upcoming }: Matches): Promise<void> {
  await inPlay.playTo(30);
  await inPlay.goal('home');
  await inPlay.playTo(60);
  await inPlay.fullTime();
  for (const match of upcoming) {
    await match.kickOff();
    await match.fullTime();
  }
}

/** The player's two bets once their matches have ended and both have settled. */
async function settledBets({ player }: Bettor): Promise<PlacedBet[]> {
  let settled: PlacedBet[] = [];
  await expect(async () => {
    settled = await playerBets(player, 'settled');
    expect(settled).toHaveLength(2);
  }).toPass();
  return settled;
}

/**
 * My bets lists the settled bets and what each paid, the single's match shows its final score,
 * and the balance is the deposit less the stakes plus the payouts.
 */
async function checkSettled(
  { setup, words, page }: Bettor,
  request: APIRequestContext,
  slip: Locator,
  settled: PlacedBet[],
): Promise<void> {
  const paid = settled.reduce(
    (sum, bet) => sum + Math.round((bet.payout ?? 0) * SATOSHIS_PER_MBTC),
    0,
  );
  const balance = DEPOSIT_SATOSHIS - 3.5 * SATOSHIS_PER_MBTC + paid;

  if (setup.isPhone) await slip.getByRole('button', { name: words.close }).click();
  await page.goto(`${words.prefix}/sports/my-bets?status=settled`);
  await expect(page.getByRole('heading', { name: words.myBets, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: words.settled })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('sports-bet')).toHaveCount(2);
  for (const bet of settled) {
    const payout = mbtcText(Math.round((bet.payout ?? 0) * SATOSHIS_PER_MBTC), words);
    await expect(page.getByTestId('sports-bet-payout').filter({ hasText: payout })).not.toHaveCount(
      0,
    );
  }

  // the single's match, now over, shows its final score
  const single = settled.find((bet) => bet.legs.length === 1)?.legs[0];
  if (!single) throw new Error('no single');
  const final = await request.post('/api/front/sports/get_event', {
    data: { eventId: single.eventId },
  });
  const { event } = (await final.json()) as { event: { score: FinalScore } };
  await page.goto(`${words.prefix}/sports/event/${encodeURIComponent(single.eventId)}`);
  await expect(page.getByTestId('event-score')).toContainText(
    `${event.score.home} – ${event.score.away}`,
  );
  await expect(page.getByText(words.eventOver)).toBeVisible();

  if (setup.isPhone) {
    await page.getByRole('button', { name: 'Perfil' }).click();
    await expect(page.getByTestId('profile-menu-balance')).toHaveText(mbtcText(balance, words));
  } else {
    await expect(page.getByTestId('sidebar-balance')).toHaveText(mbtcText(balance, words));
  }
}

for (const setup of SPORTS_SETUPS) {
  test(`a player ${setup.title} places a single in play and a three-leg accumulator, and sees them settle`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const matches: Matches = {
      inPlay: await matchInPlay(request),
      upcoming: [await listMatch(request), await listMatch(request), await listMatch(request)],
    };
    const bettor = await newBettor(browser, request, setup, baseURL);
    const slip = await placeBets(bettor, matches);
    await playOut(matches);
    await checkSettled(bettor, request, slip, await settledBets(bettor));
    await bettor.page.context().close();
  });
}

for (const setup of SPORTS_SETUPS) {
  test(`a player ${setup.title} who accepts no price change is told why an in-play bet was refused, and places it at the new price`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const match = await matchInPlay(request);
    const bettor = await newBettor(browser, request, setup, baseURL);
    const { page, words } = bettor;
    await addSelection(page, words, match);
    const slip = await openSlip(page, words, setup.isPhone);
    await slip.getByLabel(words.stake).fill('1');
    await slip.getByLabel(words.policy).selectOption('none');
    // the price moves while the bet waits for its acceptance delay (or before it arrives): refused
    await slip.getByRole('button', { name: words.place }).click();
    await match.playTo(40);
    const refusals = slip.getByTestId('bet-slip-refusals');
    await expect(refusals).toHaveText(words.notAccepted);
    await expect(slip.getByTestId('bet-slip-leg')).toHaveAttribute('data-problem', 'odds_changed');
    await expect(slip.getByTestId('bet-confirmation')).toHaveCount(0);
    // the price moves again after the refusal: the refusal stands and offers the newest price
    const accept = slip.getByRole('button', { name: words.acceptOdds });
    const offered = await accept.textContent();
    await match.playTo(70);
    await expect(accept).not.toHaveText(offered ?? '');
    await expect(refusals).toHaveText(words.notAccepted);
    // the new price accepted on the leg, the refusal is no longer said, and the bet is placed
    await accept.click();
    await expect(refusals).toHaveCount(0);
    await place(slip, words);
    await expect(slip.getByTestId('bet-slip-leg')).toHaveCount(0);
    await bettor.page.context().close();
  });
}
