// What any node does for a player at a table, deciding by the database's state and clock: a bet
// is written `pending` before the wallet takes its stake, opened only if the stake was taken while
// the window was still open (else rolled back: the missed-window rule), and a cash-out is decided
// by the curve at the database's clock against the round's exact bust point.
import { randomUUID } from 'node:crypto';
import {
  CRASH_MAX_MAIN_BETS,
  type CrashSideBet,
  type LiveBet,
  type LiveRouletteSpot,
} from '../../../contract/house-page/live-tables';
import { satoshisToMbtc } from '../../../contract/money';
import { HouseRefusal, invalidField } from '../house/house-refusal';
import { refusalOf, type HouseSession } from '../house/house-session';
import { decideCashOut, floorMultiplier } from './crash-rules';
import type { LiveContext, TableSettings } from './live-context';
import type { LivePublisher } from './publisher';
import {
  betsOfPlayer,
  decideBet,
  findBet,
  insertPendingBet,
  lockBet,
  lockRound,
  openBet,
  type BetKind,
} from './repository';
import { toLiveBet, toLiveBets } from './views';
import { liveBetTransaction, liveWalletRound, sendDecision } from './wallet-steps';

const stakeParams = (settings: TableSettings) => ({
  min: satoshisToMbtc(settings.minStake),
  max: satoshisToMbtc(settings.maxStake),
});

function checkStake(settings: TableSettings, stake: bigint) {
  if (stake < settings.minStake)
    throw new HouseRefusal('stake_below_minimum', stakeParams(settings));
  if (stake > settings.maxStake)
    throw new HouseRefusal('stake_above_maximum', stakeParams(settings));
}

export interface NewBet {
  kind: BetKind;
  stake: bigint;
  autoCashOut: number | null;
  spot?: LiveRouletteSpot;
}

/** A crash bet as the call asks it, checked against the table's limits. */
export function planCrashBet(
  settings: TableSettings,
  input: { kind: 'main' | CrashSideBet; amount: bigint; autoCashOut: number | null },
): NewBet {
  const stake = input.amount;
  checkStake(settings, stake);
  if (input.kind !== 'main' && input.autoCashOut !== null) throw invalidField('autoCashOut');
  // targets are shown and paid to 2 decimals
  const autoCashOut = input.autoCashOut === null ? null : floorMultiplier(input.autoCashOut);
  return { kind: input.kind, stake, autoCashOut };
}

/**
 * Places bets in the round `roundId` while it takes bets: each is written, its stake taken by the
 * wallet, then opened. Answers the player's bets in the round and their balance.
 */
export async function placeBets(
  live: LiveContext,
  publisher: LivePublisher,
  session: HouseSession,
  roundId: string,
  bets: NewBet[],
): Promise<{ bets: LiveBet[]; balance: number }> {
  const { house } = live;
  const { game, player } = session;
  const ids: string[] = bets.map(() => randomUUID());
  await house.db.transaction(async (tx) => {
    const round = await lockRound(tx, roundId, 'share');
    if (!round || round.table_slug !== game.slug) throw new HouseRefusal('round_not_found');
    if (round.phase !== 'betting' || round.now >= round.betting_closes_at.getTime())
      throw new HouseRefusal('betting_closed');
    // one player's bets in a round are placed one call at a time (the main bets' count)
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${roundId}/${player}`]);
    const mainBets = bets.filter((bet) => bet.kind === 'main').length;
    if (mainBets > 0) {
      const { rows } = await tx.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM live_bets
          WHERE round_id = $1 AND player = $2 AND kind = 'main' AND state <> 'void'`,
        [roundId, player],
      );
      if ((rows[0]?.count ?? 0) + mainBets > CRASH_MAX_MAIN_BETS)
        throw new HouseRefusal('too_many_bets');
    }
    const { rows: batches } = await tx.query<{ batch: number }>(
      'SELECT coalesce(max(batch), 0) + 1 AS batch FROM live_bets WHERE round_id = $1 AND player = $2',
      [roundId, player],
    );
    for (const [index, bet] of bets.entries()) {
      await insertPendingBet(tx, {
        id: ids[index] as string,
        roundId,
        player,
        screenName: session.screenName,
        game: game.slug,
        provider: game.provider,
        kind: bet.kind,
        stake: bet.stake,
        autoCashOut: bet.autoCashOut,
        spot: bet.spot ?? null,
        batch: bet.spot ? (batches[0]?.batch ?? 1) : null,
      });
    }
  });

  let balance = session.balance;
  for (const [index, bet] of bets.entries()) {
    const id = ids[index] as string;
    const answer = await house.wallet.bet(game.provider, {
      transactionId: liveBetTransaction(id),
      token: session.token,
      game: game.slug,
      roundId: liveWalletRound(id),
      amount: satoshisToMbtc(bet.stake),
    });
    if (answer.kind !== 'accepted') {
      // every stake of the call goes back (a refused one took nothing: its rollback makes sure)
      await abandonBets(live, ids);
      throw refusalOf(answer);
    }
    balance = answer.body.balance;
  }

  const isInTime = await house.db.transaction(async (tx) => {
    const round = await lockRound(tx, roundId, 'share');
    if (!round || round.phase !== 'betting' || round.now >= round.betting_closes_at.getTime())
      return false;
    for (const id of ids) await openBet(tx, id);
    return true;
  });
  if (!isInTime) {
    // the missed-window rule: the stakes taken after the window closed go back
    await abandonBets(live, ids);
    throw new HouseRefusal('betting_closed');
  }
  const mine = await betsOfPlayer(house.db, player, [roundId]);
  publisher.bets(
    game.slug,
    roundId,
    toLiveBets(
      mine.filter((row) => ids.includes(row.id)),
      null,
    ),
  );
  return { bets: toLiveBets(mine, player), balance };
}

/**
 * Voids bets that never opened and rolls their stakes back (a bet the wallet never took answers
 * `not_found`, and is refused for good). An unconfirmed rollback is sent again by the sweep.
 */
async function abandonBets(live: LiveContext, ids: string[]) {
  for (const id of ids) {
    if (!(await decideBet(live.house.db, id, { state: 'void', multiplier: null, payout: 0n })))
      continue;
    const bet = await findBet(live.house.db, id);
    if (bet) await sendDecision(live.house, bet);
  }
}

/** Cashes out a main bet at the curve's multiplier by the database's clock, or refuses. */
export async function cashOut(
  live: LiveContext,
  publisher: LivePublisher,
  session: HouseSession,
  betId: string,
): Promise<{ bet: LiveBet; balance: number }> {
  const { house } = live;
  const settings = live.settingsOf('crash');
  const found = await findBet(house.db, betId);
  if (!found || found.player !== session.player || found.game !== session.game.slug)
    throw new HouseRefusal('round_not_found');
  if (found.kind !== 'main') throw new HouseRefusal('cash_out_closed');
  const decided = await house.db.transaction(async (tx) => {
    const round = await lockRound(tx, found.round_id, 'share');
    if (!round || round.phase !== 'running' || round.started_at === null) return null;
    const bet = await lockBet(tx, betId);
    if (!bet || bet.state !== 'open') return null;
    const elapsedMs = round.now - round.started_at.getTime();
    const payout = decideCashOut(
      { stake: bet.stake, autoCashOut: bet.auto_cash_out },
      elapsedMs,
      round.exact_result,
      settings.maxWin,
    );
    if (!payout) return null;
    const outcome = { state: 'cashed-out' as const, ...payout };
    if (!(await decideBet(tx, betId, outcome))) return null;
    return { ...bet, ...outcome };
  });
  if (!decided) throw new HouseRefusal('cash_out_closed');
  const view = toLiveBet(decided, session.player) as LiveBet;
  publisher.bets(session.game.slug, decided.round_id, [view]);
  const balance = await sendDecision(house, decided);
  // the cash-out stands; its win is paid by the holder's sweep once the wallet answers
  if (balance === null) throw new HouseRefusal('wallet_unavailable');
  return { bet: view, balance };
}

/** Live Roulette chips as the call asks them, each checked against the table's limits. */
export function planRouletteChips(
  settings: TableSettings,
  chips: { spot: LiveRouletteSpot; amount: bigint }[],
): NewBet[] {
  const total = chips.reduce((sum, chip) => sum + chip.amount, 0n);
  if (total > settings.maxStake)
    throw new HouseRefusal('stake_above_maximum', stakeParams(settings));
  return chips.map((chip) => {
    if (chip.amount < settings.minStake)
      throw new HouseRefusal('stake_below_minimum', stakeParams(settings));
    return { kind: 'roulette', stake: chip.amount, autoCashOut: null, spot: chip.spot };
  });
}

/**
 * Takes back the player's last chips of the round (its last call's batch) while the round takes
 * bets by the database's clock: they become void and their stakes are rolled back.
 */
export async function undoLastChips(
  live: LiveContext,
  publisher: LivePublisher,
  session: HouseSession,
  roundId: string,
): Promise<{ bets: LiveBet[]; balance: number }> {
  const { house } = live;
  const { player, game } = session;
  const undone = await house.db.transaction(async (tx) => {
    const round = await lockRound(tx, roundId, 'share');
    if (!round || round.table_slug !== game.slug) throw new HouseRefusal('round_not_found');
    if (round.phase !== 'betting' || round.now >= round.betting_closes_at.getTime())
      throw new HouseRefusal('betting_closed');
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${roundId}/${player}`]);
    const { rows } = await tx.query<{ id: string }>(
      `SELECT id FROM live_bets WHERE round_id = $1 AND player = $2 AND state = 'open'
          AND batch = (SELECT max(batch) FROM live_bets
                        WHERE round_id = $1 AND player = $2 AND state = 'open')`,
      [roundId, player],
    );
    const ids: string[] = [];
    for (const { id } of rows)
      if (await decideBet(tx, id, { state: 'void', multiplier: null, payout: 0n })) ids.push(id);
    return ids;
  });
  let balance = session.balance;
  for (const id of undone) {
    const bet = await findBet(house.db, id);
    const answer = bet && (await sendDecision(house, bet));
    if (answer === null || answer === undefined) throw new HouseRefusal('wallet_unavailable');
    balance = answer;
  }
  const mine = await betsOfPlayer(house.db, player, [roundId]);
  publisher.bets(
    game.slug,
    roundId,
    toLiveBets(
      mine.filter((row) => undone.includes(row.id)),
      null,
    ),
  );
  return { bets: toLiveBets(mine, player), balance };
}
