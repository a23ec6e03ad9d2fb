import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BET_SORT_COLUMNS, type BetRow } from '../../../contract/bets';
import { createTestServer, DEMO, type TestServer } from '../../testing/harness';
import { settleRound } from '../../seed/settled-rounds';
import { settleFeedChange } from '../sportsbook/bets/settlement';
import { createTestBook, twoWay } from '../../testing/sportsbook/test-book';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let server: TestServer;
let demoToken: string;
let demoId: number;
/** A fresh player whose every bet this file places, with exact times and amounts. */
let player: { playerId: number; token: string };
let rounds = 0;

beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  demoToken = await server.login(DEMO.username, DEMO.password);
  const { rows } = await server.db.query<{ id: number }>(
    'SELECT id FROM players WHERE username = $1',
    [DEMO.username],
  );
  demoId = rows[0]?.id as number;
  player = await server.register();
  const deposit = await server.deposit(player.playerId, 10_000_000n);
  expect(deposit.httpStatus).toBe(200);
});
afterAll(() => server.close());

async function gameIdOf(slug: string): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>('SELECT id FROM games WHERE slug = $1', [
    slug,
  ]);
  return rows[0]?.id as number;
}

/** Settles a round for the fresh player; amounts in satoshis. */
async function bet(
  slug: string,
  amounts: { bet: bigint; win: bigint },
  createdAt = new Date(),
): Promise<number> {
  const gameId = await gameIdOf(slug);
  rounds++;
  return server.db.transaction((tx) =>
    settleRound(tx, {
      playerId: player.playerId,
      gameId,
      roundId: `test-${rounds}`,
      ...amounts,
      createdAt,
    }),
  );
}

async function betList(
  body: Record<string, unknown>,
  token = player.token,
  playerId = player.playerId,
): Promise<{ rows: BetRow[]; count: number }> {
  const result = await server.call('getBetList', { playerId, ...body }, { token });
  expect(result.httpStatus, JSON.stringify(result.body)).toBe(200);
  return result.body.transactions;
}

const demoList = (body: Record<string, unknown> = {}) => betList(body, demoToken, demoId);
const idsOf = (rows: BetRow[]) => rows.map((row) => row.id);
const toSatoshis = (mbtc: number) => Math.round(mbtc * 100_000);

/** Bets placed through this file's rounds live in their own window so periods stay exact. */
async function withOnlyTheseBets(
  bets: { slug: string; at: Date; bet?: bigint; win?: bigint }[],
  work: (ids: number[]) => Promise<void>,
): Promise<void> {
  const ids: number[] = [];
  for (const item of bets) {
    ids.push(await bet(item.slug, { bet: item.bet ?? 1_000n, win: item.win ?? 0n }, item.at));
  }
  try {
    await work(ids);
  } finally {
    // keep the rows (the ledger refers to them) but take them out of every later list
    await server.db.query(`UPDATE bets SET status = 'rolled_back' WHERE id = ANY($1::int[])`, [
      ids,
    ]);
  }
}

describe('front/get_bet_list for the demo player', () => {
  it('lists the 14 settled demo bets, ten to a page, newest first', async () => {
    const first = await demoList();
    expect(first.count).toBe(14);
    expect(first.rows).toHaveLength(10);
    const second = await demoList({ page: 2 });
    expect(second.count).toBe(14);
    expect(second.rows).toHaveLength(4);
    const all = [...first.rows, ...second.rows];
    expect(new Set(idsOf(all)).size).toBe(14);
    const times = all.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await demoList({ page: 3 })).rows).toEqual([]);
  });

  it('answers each row with the game, provider and amounts in mBTC, total being win - bet', async () => {
    const { rows } = await demoList({ itemsPerPage: 100 });
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        ['bet', 'createdAt', 'id', 'kind', 'name', 'provider', 'total', 'win'].sort(),
      );
      expect(toSatoshis(row.total)).toBe(toSatoshis(row.win) - toSatoshis(row.bet));
      expect(row.bet).toBeGreaterThan(0);
    }
    const games = new Set(rows.map((row) => row.name));
    expect(games).toEqual(
      new Set(['Dice', 'Limbo', 'Hi-Lo', 'Ruleta Europea', 'Gold Rush 7s', 'Blackjack 21']),
    );
    expect(new Set(rows.map((row) => row.provider))).toEqual(
      new Set(['Casa Originals', 'Golden Reel', 'Aurora Gaming']),
    );
    // the seed alternates a double win, a loss and a half win
    expect(rows.some((row) => row.total > 0)).toBe(true);
    expect(rows.some((row) => row.total < 0 && row.win === 0)).toBe(true);
  });

  it('filters the seeded bets by period', async () => {
    // the seed spaces the bets 0.9 days apart, the newest 0.9 days ago
    expect((await demoList({ filterPeriod: 0 })).count).toBe(1);
    expect((await demoList({ filterPeriod: 1 })).count).toBe(7);
    expect((await demoList({ filterPeriod: 2 })).count).toBe(14);
    expect((await demoList({ filterPeriod: '1' })).count).toBe(7);
  });

  it('filters the seeded bets by provider slug or name', async () => {
    const bySlug = await demoList({ filterProvider: 'house', itemsPerPage: 100 });
    expect(bySlug.count).toBeGreaterThan(0);
    expect(bySlug.rows.every((row) => row.provider === 'Casa Originals')).toBe(true);
    const byName = await demoList({ filterProvider: 'Casa Originals', itemsPerPage: 100 });
    expect(idsOf(byName.rows)).toEqual(idsOf(bySlug.rows));
    const golden = await demoList({ filterProvider: 'golden-reel' });
    const aurora = await demoList({ filterProvider: 'aurora' });
    expect(bySlug.count + golden.count + aurora.count).toBe(14);
    expect((await demoList({ filterProvider: 'nebula' })).count).toBe(0);
  });

  describe('sorts by each column', () => {
    const valueOf = (row: BetRow, column: (typeof BET_SORT_COLUMNS)[number]) =>
      column === 'createdAt' ? Date.parse(row.createdAt) : row[column];

    for (const column of BET_SORT_COLUMNS) {
      for (const descending of [false, true]) {
        it(`${column} ${descending ? 'descending' : 'ascending'}`, async () => {
          const { rows, count } = await demoList({
            sortBy: column,
            sortDesc: descending,
            itemsPerPage: 100,
          });
          expect(count).toBe(14);
          const expected = [...rows].sort((a, b) => {
            const [left, right] = [valueOf(a, column), valueOf(b, column)];
            const order = left < right ? -1 : left > right ? 1 : a.id - b.id;
            return descending ? -order : order;
          });
          expect(idsOf(rows)).toEqual(idsOf(expected));
          const values = rows.map((row) => valueOf(row, column));
          expect(values[0]).not.toEqual(values.at(-1));
        });
      }
    }

    it('accepts the Vuetify-style arrays', async () => {
      const arrays = await demoList({ sortBy: ['bet'], sortDesc: [false], itemsPerPage: 100 });
      const single = await demoList({ sortBy: 'bet', sortDesc: false, itemsPerPage: 100 });
      expect(idsOf(arrays.rows)).toEqual(idsOf(single.rows));
    });

    it('keeps the order across pages', async () => {
      const all = await demoList({ sortBy: 'total', sortDesc: false, itemsPerPage: 100 });
      const pages = [
        ...(await demoList({ sortBy: 'total', sortDesc: false, itemsPerPage: 5, page: 1 })).rows,
        ...(await demoList({ sortBy: 'total', sortDesc: false, itemsPerPage: 5, page: 2 })).rows,
        ...(await demoList({ sortBy: 'total', sortDesc: false, itemsPerPage: 5, page: 3 })).rows,
      ];
      expect(idsOf(pages)).toEqual(idsOf(all.rows));
    });

    it('refuses an unknown column', async () => {
      const result = await server.call(
        'getBetList',
        { playerId: demoId, sortBy: 'player_id' },
        { token: demoToken },
      );
      expect(result.httpStatus).toBe(400);
      expect(result.body.code).toBe('invalid_value');
    });
  });
});

describe('front/get_bet_list with exact bets', () => {
  it('answers the amounts in mBTC with total = win - bet', async () => {
    await withOnlyTheseBets(
      [
        { slug: 'dice', at: new Date(Date.now() - HOUR), bet: 150_000n, win: 0n },
        { slug: 'limbo', at: new Date(Date.now() - 2 * HOUR), bet: 12_345n, win: 30_000n },
        { slug: 'gold-rush-7s', at: new Date(Date.now() - 3 * HOUR), bet: 100_000n, win: 100_000n },
      ],
      async (ids) => {
        const { rows, count } = await betList({ filterPeriod: 0 });
        expect(count).toBe(3);
        expect(rows).toEqual([
          {
            id: ids[0],
            kind: 'casino',
            createdAt: expect.any(String),
            name: 'Dice',
            provider: 'Casa Originals',
            bet: 1.5,
            win: 0,
            total: -1.5,
          },
          {
            id: ids[1],
            kind: 'casino',
            createdAt: expect.any(String),
            name: 'Limbo',
            provider: 'Casa Originals',
            bet: 0.12345,
            win: 0.3,
            total: 0.17655,
          },
          {
            id: ids[2],
            kind: 'casino',
            createdAt: expect.any(String),
            name: 'Gold Rush 7s',
            provider: 'Golden Reel',
            bet: 1,
            win: 1,
            total: 0,
          },
        ]);
      },
    );
  });

  it('filters the last 24 hours, 7 days and 30 days', async () => {
    const ago = (milliseconds: number) => new Date(Date.now() - milliseconds);
    await withOnlyTheseBets(
      [
        { slug: 'dice', at: ago(HOUR) },
        { slug: 'dice', at: ago(23 * HOUR) },
        { slug: 'dice', at: ago(25 * HOUR) },
        { slug: 'dice', at: ago(6 * DAY) },
        { slug: 'dice', at: ago(8 * DAY) },
        { slug: 'dice', at: ago(29 * DAY) },
        { slug: 'dice', at: ago(31 * DAY) },
      ],
      async (ids) => {
        const period = async (filterPeriod: number) =>
          idsOf((await betList({ filterPeriod })).rows);
        expect(await period(0)).toEqual(ids.slice(0, 2));
        expect(await period(1)).toEqual(ids.slice(0, 4));
        expect(await period(2)).toEqual(ids.slice(0, 6));
        // 30 days is the default
        expect(idsOf((await betList({})).rows)).toEqual(ids.slice(0, 6));
      },
    );
  });

  it('filters custom dates, the end day included', async () => {
    const at = (iso: string) => new Date(iso);
    await withOnlyTheseBets(
      [
        { slug: 'dice', at: at('2026-03-09T23:59:59Z') },
        { slug: 'dice', at: at('2026-03-10T00:00:00Z') },
        { slug: 'dice', at: at('2026-03-10T23:59:59Z') },
        { slug: 'dice', at: at('2026-03-11T12:00:00Z') },
        { slug: 'dice', at: at('2026-03-11T23:59:59.500Z') },
        { slug: 'dice', at: at('2026-03-12T00:00:00Z') },
      ],
      async (ids) => {
        const custom = async (filterStartDate: string, filterEndDate: string) =>
          idsOf(
            (await betList({ filterPeriod: 3, filterStartDate, filterEndDate, sortDesc: false }))
              .rows,
          );
        expect(await custom('2026-03-10', '2026-03-11')).toEqual(ids.slice(1, 5));
        expect(await custom('2026-03-10', '2026-03-10')).toEqual(ids.slice(1, 3));
        // a date-time end is taken as it is, not stretched to the end of its day
        expect(await custom('2026-03-10', '2026-03-11T06:00:00Z')).toEqual(ids.slice(1, 3));
        expect(await custom('2026-03-12', '2026-03-10')).toEqual([]);
        // it is the custom period that finds them: they are older than 30 days
        expect((await betList({ filterPeriod: 2 })).count).toBe(0);
      },
    );
  });

  it('refuses a custom period without both dates or with a bad date', async () => {
    for (const body of [
      { filterPeriod: 3 },
      { filterPeriod: 3, filterStartDate: '2026-03-10' },
      { filterPeriod: 3, filterEndDate: '2026-03-10' },
      { filterPeriod: 3, filterStartDate: null, filterEndDate: null },
    ]) {
      const result = await server.call(
        'getBetList',
        { playerId: player.playerId, ...body },
        { token: player.token },
      );
      expect(result.httpStatus, JSON.stringify(body)).toBe(400);
      expect(result.body.code).toBe('invalid_date');
    }
    const bad = await server.call(
      'getBetList',
      {
        playerId: player.playerId,
        filterPeriod: 3,
        filterStartDate: 'yesterday',
        filterEndDate: '2026-03-10',
      },
      { token: player.token },
    );
    expect(bad.httpStatus).toBe(400);
    expect(bad.body.errors).toEqual({ filterStartDate: 'invalid_date' });
    const period = await server.call(
      'getBetList',
      { playerId: player.playerId, filterPeriod: 4 },
      { token: player.token },
    );
    expect(period.httpStatus).toBe(400);
    expect(period.body.errors).toEqual({ filterPeriod: 'invalid_value' });
  });

  it('filters by provider slug or name', async () => {
    await withOnlyTheseBets(
      [
        { slug: 'dice', at: new Date(Date.now() - HOUR) },
        { slug: 'gold-rush-7s', at: new Date(Date.now() - 2 * HOUR) },
        { slug: 'scratch-gold', at: new Date(Date.now() - 3 * HOUR) },
        { slug: 'blackjack-21', at: new Date(Date.now() - 4 * HOUR) },
      ],
      async (ids) => {
        const byProvider = async (filterProvider: string) =>
          idsOf((await betList({ filterProvider })).rows);
        expect(await byProvider('golden-reel')).toEqual([ids[1], ids[2]]);
        expect(await byProvider('Golden Reel')).toEqual([ids[1], ids[2]]);
        expect(await byProvider('house')).toEqual([ids[0]]);
        expect(await byProvider('Aurora Gaming')).toEqual([ids[3]]);
        expect(await byProvider('golden')).toEqual([]);
        expect(idsOf((await betList({ filterProvider: null })).rows)).toEqual(ids);
      },
    );
  });

  it('lists only settled bets and only the caller’s own', async () => {
    await withOnlyTheseBets(
      [
        { slug: 'dice', at: new Date(Date.now() - HOUR) },
        { slug: 'limbo', at: new Date(Date.now() - 2 * HOUR) },
      ],
      async (ids) => {
        await server.db.query(`UPDATE bets SET status = 'open' WHERE id = $1`, [ids[0]]);
        const { rows, count } = await betList({});
        expect(idsOf(rows)).toEqual([ids[1]]);
        expect(count).toBe(1);
        const demo = await demoList({ itemsPerPage: 100 });
        expect(demo.count).toBe(14);
        expect(idsOf(demo.rows)).not.toContain(ids[1]);
      },
    );
  });

  it('pages with ten rows by default and counts every matching bet', async () => {
    const bets = Array.from({ length: 23 }, (_, index) => ({
      slug: 'dice',
      at: new Date(Date.now() - (index + 1) * HOUR),
    }));
    await withOnlyTheseBets(bets, async (ids) => {
      const page1 = await betList({});
      expect(page1.count).toBe(23);
      expect(idsOf(page1.rows)).toEqual(ids.slice(0, 10));
      expect(idsOf((await betList({ page: 2 })).rows)).toEqual(ids.slice(10, 20));
      expect(idsOf((await betList({ page: 3 })).rows)).toEqual(ids.slice(20));
      const big = await betList({ itemsPerPage: 20, page: 2 });
      expect(idsOf(big.rows)).toEqual(ids.slice(20));
      expect(big.count).toBe(23);
    });
  });
});

describe('front/get_bet_list with settled sports bets', () => {
  it('lists them beside the casino rounds: the event and selection, stake, payout and total', async () => {
    const bettor = await server.register({ interface_local: 'es' });
    await server.deposit(bettor.playerId, 1_000_000n);
    const book = createTestBook(server.db);
    const eventId = await book.createEvent({
      markets: [twoWay('total', 'total=2.5', ['over', 'under'], [1925, 1900])],
    });
    const selections = await book.selectionsOf(eventId);
    const placed = await server.call(
      'placeBet',
      {
        playerId: bettor.playerId,
        stake: 2,
        type: 'single',
        selections: [{ outcomeId: selections['total/total=2.5/over'], oddsMilli: 1925 }],
      },
      { token: bettor.token, idempotencyKey: `bet-list-${bettor.playerId}` },
    );
    expect(placed.httpStatus).toBe(200);
    const open = await betList({}, bettor.token, bettor.playerId);
    expect(open.count).toBe(0);

    const change = await book.settle(eventId, 'total', 'total=2.5', [
      { id: 'over', result: 1 },
      { id: 'under', result: 0 },
    ]);
    await settleFeedChange(server.db, server.deps.realtime, change);
    const { rows, count } = await betList({}, bettor.token, bettor.playerId);
    expect(count).toBe(1);
    expect(rows[0]).toMatchObject({
      id: placed.body.bet.id,
      kind: 'sports',
      provider: 'Sportsbook',
      bet: 2,
      win: 3.85,
      total: 1.85,
    });
    const event = placed.body.bet.legs[0];
    expect(rows[0]?.name).toBe(`${event.home.es} - ${event.away.es}: total total=2.5 over`);

    expect(
      (await betList({ filterProvider: 'sportsbook' }, bettor.token, bettor.playerId)).count,
    ).toBe(1);
    expect((await betList({ filterProvider: 'house' }, bettor.token, bettor.playerId)).count).toBe(
      0,
    );
    expect(
      (await betList({ filterPeriod: 0, sortBy: 'total' }, bettor.token, bettor.playerId)).count,
    ).toBe(1);
  });
});

describe('front/get_bet_list refuses', () => {
  it('another player’s bets with 403', async () => {
    const result = await server.call('getBetList', { playerId: demoId }, { token: player.token });
    expect(result.httpStatus).toBe(403);
    expect(result.body).toEqual({ status: 0, code: 'forbidden' });
  });

  it('a caller without a token with 401', async () => {
    const result = await server.call('getBetList', { playerId: demoId });
    expect(result.httpStatus).toBe(401);
    expect(result.body.code).toBe('unauthorized');
  });

  it('a request without a playerId', async () => {
    const result = await server.call('getBetList', {}, { token: player.token });
    expect(result.httpStatus).toBe(400);
    expect(result.body.errors).toHaveProperty('playerId');
  });

  it('a page size above the limit', async () => {
    const result = await server.call(
      'getBetList',
      { playerId: player.playerId, itemsPerPage: 101 },
      { token: player.token },
    );
    expect(result.httpStatus).toBe(400);
    expect(result.body.errors).toEqual({ itemsPerPage: 'invalid_value' });
  });
});
