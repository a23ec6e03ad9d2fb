import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../contract/provably-fair';
import { createStaff, createTestServer, type TestServer } from '../../testing/harness';
import { createHouseTestClient } from '../../testing/house/house-test-client';
import { createBetKit } from '../../testing/sportsbook/test-bets';
import { createTestBook, winner } from '../../testing/sportsbook/test-book';
import { settleFeedChange } from '../sportsbook/bets/settlement';

// The player page's bets (admin/players/get_sports_bets, get_casino_bets): what support reads to
// answer "why did my bet lose", newest first, a page at a time by cursor.
let server: TestServer;
let book: ReturnType<typeof createTestBook>;
let kit: ReturnType<typeof createBetKit>;
let support: { token: string };
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  book = createTestBook(server.db);
  kit = createBetKit(server);
  support = await createStaff(server.deps, ['support']);
});
afterAll(() => server.close());

const asSupport = () => ({ token: support.token });

/** A single on the home side (1X2 at 2.00) of a new match; the event's id and the bet's. */
async function homeWinBet(player: Awaited<ReturnType<typeof kit.fundedPlayer>>) {
  const eventId = await book.createEvent({ markets: [winner([2000, 3400, 3600])] });
  const selections = await book.selectionsOf(eventId);
  const outcomeId = selections['1x2//1'] as string;
  const betId = await kit.placeBet(player, {
    type: 'single',
    selections: [{ outcomeId, oddsMilli: 2000 }],
  });
  return { eventId, betId };
}

describe('admin/players/get_sports_bets', () => {
  it('shows a lost bet’s event, market, selection, odds taken, result and final score', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await homeWinBet(player);
    // the match ends 0-2 and the feed settles the 1X2: the home side lost
    await book.apply(eventId, {
      kind: 'odds_change',
      event: { status: 'ended', score: { home: 0, away: 2 } },
      markets: [winner([2000, 3400, 3600], 'suspended')],
    });
    const change = await book.settle(eventId, '1x2', '', [
      { id: '1', result: 0 },
      { id: 'x', result: 0 },
      { id: '2', result: 1 },
    ]);
    await settleFeedChange(server.db, server.deps.realtime, change);

    const answer = await server.call(
      'adminGetPlayerSportsBets',
      { player: player.playerId },
      asSupport(),
    );
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.nextCursor).toBeNull();
    const [bet] = answer.body.rows;
    expect(bet).toMatchObject({
      id: betId,
      type: 'single',
      stake: 1,
      status: 'settled',
      payout: 0,
      version: 1,
      cashOuts: [],
      legs: [
        {
          eventId,
          home: { es: expect.stringMatching(/^Local /), en: expect.stringMatching(/^Home /) },
          marketType: '1x2',
          specifiers: '',
          outcome: '1',
          oddsMilli: 2000,
          result: 0,
        },
      ],
      events: [
        {
          id: eventId,
          sportId: 'football',
          league: { es: 'Liga de prueba', en: 'Test league' },
          status: 'ended',
          score: { home: 0, away: 2 },
        },
      ],
    });
  });

  it('pages newest first by cursor, to the last page, showing only this player’s bets', async () => {
    const player = await kit.fundedPlayer();
    const other = await kit.fundedPlayer();
    const placed: number[] = [];
    for (let i = 0; i < 3; i++) placed.push((await homeWinBet(player)).betId);
    await homeWinBet(other);
    const page = (before?: number) =>
      server.call(
        'adminGetPlayerSportsBets',
        { player: player.playerId, limit: 2, ...(before && { before }) },
        asSupport(),
      );
    const first = await page();
    expect(first.body.rows.map((row: { id: number }) => row.id)).toEqual([placed[2], placed[1]]);
    expect(first.body.nextCursor).toBe(placed[1]);
    const second = await page(first.body.nextCursor);
    expect(second.body.rows.map((row: { id: number }) => row.id)).toEqual([placed[0]]);
    expect(second.body.nextCursor).toBeNull();
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ before: 'last' }, 'before'],
    [{ before: -1 }, 'before'],
  ])('refuses %j with invalid_value on %s', async (change, field) => {
    const player = await kit.fundedPlayer();
    const answer = await server.call(
      'adminGetPlayerSportsBets',
      { player: player.playerId, ...change },
      asSupport(),
    );
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.errors).toEqual({ [field]: 'invalid_value' });
  });

  it('answers not_found for an unknown player', async () => {
    const answer = await server.call(
      'adminGetPlayerSportsBets',
      { player: 99_999_999 },
      asSupport(),
    );
    expect(answer.httpStatus).toBe(404);
    const casino = await server.call(
      'adminGetPlayerCasinoBets',
      { player: 99_999_999 },
      asSupport(),
    );
    expect(casino.httpStatus).toBe(404);
  });
});

describe('admin/players/get_casino_bets', () => {
  it('gives each house round its id and the seeds the verifier recomputes it from, by cursor', async () => {
    const house = createHouseTestClient(server);
    const player = await house.newPlayer(1_000_000n);
    const seeds = await house.activeSeeds(player.playerId);
    for (let i = 0; i < 3; i++)
      await house.play('dice', player, { amount: 0.01, target: 50, direction: 'under' });

    const first = await server.call(
      'adminGetPlayerCasinoBets',
      { player: player.playerId, limit: 2 },
      asSupport(),
    );
    expect(first.httpStatus).toBe(200);
    expect(first.body.rows).toHaveLength(2);
    const { rows: rounds } = await server.db.query<{ id: string; nonce: number }>(
      'SELECT id, nonce FROM house_rounds WHERE player = $1 ORDER BY nonce DESC',
      [String(player.playerId)],
    );
    expect(first.body.rows[0]).toMatchObject({
      game: 'Dice',
      roundId: rounds[0]?.id,
      bet: 0.01,
      fairness: {
        kind: 'seeds',
        game: 'dice',
        serverSeedHash: await sha256Hex(seeds.serverSeed),
        // the pair is still in play: its server seed stays secret
        serverSeed: null,
        clientSeed: seeds.clientSeed,
        nonce: 2,
      },
    });
    const second = await server.call(
      'adminGetPlayerCasinoBets',
      { player: player.playerId, limit: 2, before: first.body.nextCursor },
      asSupport(),
    );
    expect(second.body.rows).toHaveLength(1);
    expect(second.body.rows[0].fairness.nonce).toBe(0);
    expect(second.body.nextCursor).toBeNull();
  });
});
